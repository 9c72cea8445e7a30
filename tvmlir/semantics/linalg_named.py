"""linalg named ops: the table `LINALG_NAMED`.

Each named op is given by its indexing maps and what it computes, as
MLIR's OpDSL defines it:

* contractions (matmul and its variants, matvec, vecmat, dot, the
  convolutions and depthwise convolutions): `out[o] = init[o] + sum over
  the reduction loops of a[...] * b[...]`, encoded as one `dot` per output
  element (`reductions.fp_dot` / `int_dot`, with their abstraction rounds);
* poolings: `sum` (a sum reduction) or `max` / `min` (folded exactly over
  the window, which has a constant size);
* fill, copy, transpose, broadcast, and elementwise ops.

Convolution and pooling windows read `input[oh * stride + kh * dilation]`:
the loop-bound rule (`linalg.loop_bounds`) makes a too small input UB.
"""

from __future__ import annotations

import z3
from xdsl.dialects.builtin import DenseArrayBase, DenseIntOrFPElementsAttr
from xdsl.ir.affine import AffineExpr, AffineMap

from tvmlir.semantics import affine
from tvmlir.semantics import index as ix
from tvmlir.semantics import reductions, window_max
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import ite, or_
from tvmlir.semantics.linalg import EXACT_FOLD, loop_bounds, memo, reads_in_loops, structured
from tvmlir.semantics.neg_zero import neg_zero_instead
from tvmlir.semantics.values import Scalar, Tensor

D = AffineExpr.dimension


def _map(n: int, *results) -> AffineMap:
    return AffineMap(n, 0, tuple(results))


def _ints(op, name, default):
    a = op.properties.get(name) or op.attributes.get(name)
    if a is None:
        return default
    if isinstance(a, DenseIntOrFPElementsAttr | DenseArrayBase):
        return [int(v) for v in a.get_values()]
    raise Unsupported(op, f"attribute {name} = {a} is not modelled")


def _window(op, spatial: int):
    strides = _ints(op, "strides", [1] * spatial)
    dilations = _ints(op, "dilations", [1] * spatial)
    strides = strides * spatial if len(strides) == 1 else strides
    dilations = dilations * spatial if len(dilations) == 1 else dilations
    if len(strides) != spatial or len(dilations) != spatial:
        raise Unsupported(op, "strides/dilations of the wrong length")
    return strides, dilations


def _win(o, k, s, d) -> AffineExpr:
    return D(o) * s + D(k) * d


# ----- indexing maps ---------------------------------------------------------------------
#
# Ops defined with their indexing maps (xDSL's, `tvmlir.ir.linalg_named_ops`)
# give them; the few named ops only `tvmlir.ir.compat.linalg` defines have
# theirs here.


def _op_maps(op) -> list[AffineMap] | None:
    get = getattr(op, "get_indexing_maps", None)
    if get is None:
        return None
    return [m.data for m in get().data]


def _extra_maps(op) -> list[AffineMap]:
    name = op_name(op).removeprefix("linalg.")
    fixed = {
        "matmul_transpose_a": (3, [(D(2), D(0)), (D(2), D(1)), (D(0), D(1))]),
        "matmul_transpose_b": (3, [(D(0), D(2)), (D(1), D(2)), (D(0), D(1))]),
        "batch_matvec": (3, [(D(0), D(1), D(2)), (D(0), D(2)), (D(0), D(1))]),
    }
    if name in fixed:
        n, rs = fixed[name]
        return [_map(n, *r) for r in rs]
    spatial = 1 if "_1d_" in name else 2
    strides, dilations = _window(op, spatial)
    win = [_win(o, k, s, d) for o, k, s, d in zip(*_WINDOWS[name][1], strides, dilations)]
    n, shapes = _WINDOWS[name][0], _WINDOWS[name][2]
    return [_map(n, *[win[int(r[1])] if isinstance(r, str) else D(r) for r in rs]) for rs in shapes]


# name: (loops, ((output dims), (window dims)), operand results: a loop index, or
# "w0"/"w1" for the window expressions)
_WINDOWS = {
    "depthwise_conv_1d_nwc_wc": (4, ((1,), (3,)), [(0, "w0", 2), (3, 2), (0, 1, 2)]),  # n, ow, c, kw
    "depthwise_conv_2d_nchw_chw": (6, ((2, 3), (4, 5)), [(0, 1, "w0", "w1"), (1, 4, 5), (0, 1, 2, 3)]),
    "depthwise_conv_2d_nhwc_hwcm": (7, ((1, 2), (5, 6)), [(0, "w0", "w1", 3), (5, 6, 3, 4), (0, 1, 2, 3, 4)]),
    "pooling_nhwc_max_unsigned": (6, ((1, 2), (4, 5)), [(0, "w0", "w1", 3), (4, 5), (0, 1, 2, 3)]),
    "pooling_nhwc_min_unsigned": (6, ((1, 2), (4, 5)), [(0, "w0", "w1", 3), (4, 5), (0, 1, 2, 3)]),
    "pooling_nchw_sum": (6, ((2, 3), (4, 5)), [(0, 1, "w0", "w1"), (4, 5), (0, 1, 2, 3)]),
}


def indexing_maps(op) -> list[AffineMap]:
    maps = _op_maps(op)
    if maps is not None:
        return maps
    try:
        return _extra_maps(op)
    except KeyError:
        raise Unsupported(op) from None


def _contraction(interp, op):
    maps = indexing_maps(op)
    n = maps[0].num_dims
    out_map = maps[2]
    parallel = [r.position for r in out_map.results]
    reduction = [k for k in range(n) if k not in parallel]

    def compute(ins, inits):
        if len(ins) != 2 or len(inits) != 1:
            raise Unsupported(op, "expected two inputs and one output")
        a, b = ins
        (init,) = inits
        if not (a.elem_type == b.elem_type == init.elem_type):
            raise Unsupported(op, "mixed element types (implicit casts) are not modelled")
        try:
            bounds = loop_bounds(interp, op, maps, [a, b, init])
        except affine.NotModelled as e:
            raise Unsupported(op, str(e)) from None
        reads_in_loops(interp, bounds, [(a, maps[0]), (b, maps[1]), (init, maps[2])])
        red_bounds = [bounds[r] for r in reduction]
        total = ix.product(red_bounds)
        return [_dot_output(interp, a, b, init, maps, parallel, reduction, red_bounds, total, n)]

    return structured(interp, op, compute)


def _loops_of(J, parallel, reduction, red_bounds, r, n):
    loops = [None] * n
    for pos, l in enumerate(parallel):
        loops[l] = J[pos]
    for l, v in zip(reduction, ix.unflatten(r, red_bounds)):
        loops[l] = v
    return loops


def _dot_output(interp, a, b, init, maps, parallel, reduction, red_bounds, total, n) -> Tensor:
    ctx = interp.ctx

    def side(t, m, J):
        return lambda r: t.elem_get(affine.apply(m, _loops_of(J, parallel, reduction, red_bounds, r, n)))

    def value(J):
        start = init.elem_get(J)
        fmt = interp.sem.float_format(init.elem_type)
        if fmt is not None:
            return reductions.fp_dot(ctx, fmt, side(a, maps[0], J), side(b, maps[1], J), total, start, interp.names)
        return reductions.int_dot(ctx, start.size(), side(a, maps[0], J), side(b, maps[1], J), total, start, interp.names)

    poison = None
    if any(t.has_poison for t in (a, b, init)):

        def poison(J):
            r = interp.names.fresh("rp")
            terms = [t.poison_get(affine.apply(m, _loops_of(J, parallel, reduction, red_bounds, r, n)))
                     for t, m in ((a, maps[0]), (b, maps[1])) if t.has_poison]  # fmt: skip
            body = z3.simplify(or_(*terms)) if terms else z3.BoolVal(False)
            if z3.is_false(body):
                return init.poison_get(J)
            return or_(init.poison_get(J), z3.Exists([r], z3.And(ix.ult(r, total), body)))

        poison = memo(poison)
    # An uninitialized init element stays so: read by a non-empty sum it is
    # UB (`reads_in_loops`); under an empty one (a tile of no elements) no
    # body runs and the element is left as it was, uninitialized included
    # (it was initialized here: a false alarm on a zero-trip tiled dot).
    uninit = init.uninit_fn if init.has_uninit else None
    return Tensor(init.elem_type, init.sort, init.dims, index_fn=memo(value), index_poison_fn=poison, uninit_fn=uninit)


# ----- poolings -------------------------------------------------------------------------


def _pooling(interp, op):
    kind = op_name(op).removeprefix("linalg.pooling_").split("_", 1)[1]
    maps = indexing_maps(op)
    parallel, reduction = [0, 1, 2, 3], [4, 5]

    def compute(ins, inits):
        x, kernel = ins
        (init,) = inits
        if x.elem_type != init.elem_type:
            raise Unsupported(op, "mixed element types are not modelled")
        bounds = loop_bounds(interp, op, maps, [x, kernel, init])
        reads_in_loops(interp, bounds, [(x, maps[0]), (init, maps[2])])
        red_bounds = [bounds[r] for r in reduction]
        total = ix.product(red_bounds)
        fmt = interp.sem.float_format(init.elem_type)

        def elem(J, r):
            loops = _loops_of(J, parallel, reduction, red_bounds, r, 6)
            return x.get(affine.apply(maps[0], loops))

        if kind == "sum":

            def value(J):
                start = init.elem_get(J)
                f = lambda r: elem(J, r).term  # noqa: E731
                if fmt is not None:
                    return reductions.fp_sum(interp.ctx, fmt, f, total, start, interp.names)
                return reductions.int_sum(interp.ctx, start.size(), f, total, start, interp.names)

        else:
            size = ix.value(total)
            if size is None or size > EXACT_FOLD:
                raise Unsupported(op, f"a pooling window of more than {EXACT_FOLD} elements")
            pick = _picker(interp, op, kind, fmt)

            def value(J):
                if fmt is not None:
                    values = [init.elem_get(J), *(elem(J, ix.bv(r)).term for r in range(size))]
                    return window_max.ieee_extreme(interp.ctx, interp.sem.fp, fmt, values, kind == "max")
                acc = init.elem_get(J)
                for r in range(size):
                    acc = pick(acc, elem(J, ix.bv(r)).term)
                return acc

        poison = None
        if x.has_poison or init.has_poison:

            def poison(J):
                size = ix.value(total)
                if size is not None and size <= EXACT_FOLD:
                    return or_(init.poison_get(J), *[elem(J, ix.bv(r)).poison_or_false() for r in range(size)])
                r = interp.names.fresh("rp")
                return or_(init.poison_get(J), z3.Exists([r], z3.And(ix.ult(r, total), elem(J, r).poison_or_false())))

            poison = memo(poison)
        return [Tensor(init.elem_type, init.sort, init.dims, index_fn=memo(value), index_poison_fn=poison)]

    return structured(interp, op, compute)


def _picker(interp, op, kind, fmt):
    """max / min of the accumulator and an element, as the pooling body does
    (`arith.maximumf` / `minimumf` on floats, signed or unsigned on ints)."""
    fp = interp.sem.fp
    if fmt is not None:
        if kind == "max":
            return lambda a, x: fp.maximum(a, x, fmt)
        if kind == "min":
            return lambda a, x: fp.minimum(a, x, fmt)
    else:
        if kind == "max":
            return lambda a, x: ite(a > x, a, x)
        if kind == "min":
            return lambda a, x: ite(a < x, a, x)
        if kind == "max_unsigned":
            return lambda a, x: ite(z3.UGT(a, x), a, x)
        if kind == "min_unsigned":
            return lambda a, x: ite(z3.ULT(a, x), a, x)
    raise Unsupported(op, f"pooling kind {kind}")


# ----- fill, copy, transpose, broadcast, elementwise -----------------------------------


def cast_signed(interp, op, v: Scalar, src, dst) -> Scalar:
    """OpDSL's `TypeFn.cast_signed(dst, v)`, which `linalg.fill`'s body
    applies to its value: floats round to the other format (`extf` /
    `truncf`), integers sign-extend or truncate, integers become floats
    signed (`sitofp`) and floats integers toward zero (`fptosi`, poison out
    of range).  mlir-opt-19's elementwise fusion folds a fill of an f32
    into an f16 tensor into an f16 constant."""
    if src == dst:
        return v
    sem = interp.sem
    fs, fd = sem.float_format(src), sem.float_format(dst)
    ws = getattr(getattr(src, "width", None), "data", None)
    wd = getattr(getattr(dst, "width", None), "data", None)
    if fs is not None and fd is not None:
        return Scalar(sem.fp.cast(v.term, fs, fd), v.poison)
    if fs is None and fd is None and ws is not None and wd is not None:
        t = z3.SignExt(wd - ws, v.term) if wd > ws else z3.Extract(wd - 1, 0, v.term)
        return Scalar(t, v.poison)
    if ws is not None and fd is not None:
        return Scalar(sem.fp.int_to_fp(v.term, True, fd), v.poison)
    if fs is not None and wd is not None:
        t, bad = sem.fp.fp_to_int(v.term, True, wd, fs)
        return Scalar(t, bad if v.poison is None else or_(v.poison, bad))
    raise Unsupported(op, f"a cast from {src} to {dst} in the body")


def _fill(interp, op):
    def compute(ins, inits):
        (v,) = ins
        (init,) = inits
        if not isinstance(v, Scalar):
            raise Unsupported(op, "fill with a non-scalar value")
        v = cast_signed(interp, op, v, op.operands[0].type, init.elem_type)
        v = neg_zero_instead(interp, v, init.elem_type)
        p = v.poison
        return [Tensor(init.elem_type, init.sort, init.dims, lambda j: v.term, (lambda j: p) if p is not None else None)]

    return structured(interp, op, compute)


def _copy(interp, op):
    """`linalg.copy` moves each element (its body yields the input): an
    uninitialized element stays uninitialized, as in `memref.copy` and in
    the `linalg.generic` that only yields its input (issue 21: the copy
    read every element, UB where the generic is defined)."""

    def compute(ins, inits):
        (x,) = ins
        (init,) = inits
        for a, b in zip(x.dims, init.dims):
            e = ix.eq(a, b)
            interp.ub(None if z3.is_true(e) else z3.Not(e))
        from tvmlir.semantics.tensor import same_elements

        t = same_elements(x, init.dims)
        return [Tensor(t.elem_type, t.sort, t.dims, t.elem_fn, t.poison_fn, index_fn=t.index_fn,
                       index_poison_fn=t.index_poison_fn, uninit_fn=t.uninit_fn)]  # fmt: skip

    return structured(interp, op, compute)


def _transpose(interp, op):
    perm = [int(v) for v in op.permutation.get_values()]

    def compute(ins, inits):
        (x,) = ins
        (init,) = inits
        for k, p in enumerate(perm):
            e = ix.eq(init.dims[k], x.dims[p])
            interp.ub(None if z3.is_true(e) else z3.Not(e))

        interp.read_all(x)

        def src(J):
            s = [None] * len(perm)
            for k, p in enumerate(perm):
                s[p] = J[k]
            return s

        poison = (lambda J: x.poison_get(src(J))) if x.has_poison else None
        return [Tensor(init.elem_type, x.sort, init.dims, index_fn=lambda J: x.elem_get(src(J)), index_poison_fn=poison)]

    return structured(interp, op, compute)


def _broadcast(interp, op):
    dims_added = [int(v) for v in op.dimensions.get_values()]

    def compute(ins, inits):
        (x,) = ins
        (init,) = inits
        kept = [k for k in range(init.rank) if k not in dims_added]
        for k, s in zip(kept, x.dims):
            e = ix.eq(init.dims[k], s)
            interp.ub(None if z3.is_true(e) else z3.Not(e))

        interp.read_all(x)

        def src(J):
            return [J[k] for k in kept]

        poison = (lambda J: x.poison_get(src(J))) if x.has_poison else None
        return [Tensor(init.elem_type, x.sort, init.dims, index_fn=lambda J: x.elem_get(src(J)), index_poison_fn=poison)]

    class _View:
        def __init__(self, op):
            self._op = op
            self.inputs = [op.input]
            self.outputs = [op.init]

    return structured(interp, _View(op), compute)


_FLOAT_UNARY = {
    "exp": "exp", "log": "log", "sqrt": "sqrt", "floor": "floor", "ceil": "ceil",
    "tanh": "tanh", "erf": "erf", "rsqrt": "rsqrt",
}  # fmt: skip


def _elementwise(interp, op):
    name = op_name(op).removeprefix("linalg.")

    def compute(ins, inits):
        (init,) = inits
        fmt = interp.sem.float_format(init.elem_type)
        fp = interp.sem.fp
        for t in ins:
            if isinstance(t, Tensor):
                for a, b in zip(t.dims, init.dims):
                    e = ix.eq(a, b)
                    interp.ub(None if z3.is_true(e) else z3.Not(e))
        fn = _scalar_fn(op, name, fmt, fp)
        for t in ins:
            if isinstance(t, Tensor):
                interp.read_all(t)

        def elem(J):
            return fn(*[t.elem_get(J) if isinstance(t, Tensor) else t.term for t in ins])

        poison = None
        if any(t.has_poison if isinstance(t, Tensor) else t.poison is not None for t in ins):

            def poison(J):
                return or_(*[t.poison_get(J) if isinstance(t, Tensor) else t.poison_or_false() for t in ins])

        sort = fp.sort(fmt) if fmt is not None else init.sort
        return [Tensor(init.elem_type, sort, init.dims, index_fn=elem, index_poison_fn=poison)]

    return structured(interp, op, compute)


def _scalar_fn(op, name, fmt, fp):
    if fmt is not None:
        binary = {"add": fp.add, "sub": fp.sub, "mul": fp.mul, "div": fp.div,
                  "max": fp.maximum, "min": fp.minimum, "powf": fp.pow}  # fmt: skip
        if name in binary:
            f = binary[name]
            return lambda a, b: f(a, b, fmt)
        if name in _FLOAT_UNARY:
            return lambda a: fp.math_function(_FLOAT_UNARY[name], a, fmt)
        if name == "abs":
            return lambda a: fp.abs(a, fmt)
        if name == "negf":
            return lambda a: fp.neg(a, fmt)
        if name == "reciprocal":
            return lambda a: fp.div(fp.constant(1.0, fmt), a, fmt)
        if name == "square":
            return lambda a: fp.mul(a, a, fmt)
        if name == "select":
            return lambda c, a, b: ite(c == 1, a, b)
    else:
        ints = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
                "max": lambda a, b: ite(a > b, a, b), "min": lambda a, b: ite(a < b, a, b),
                "select": lambda c, a, b: ite(c == 1, a, b)}  # fmt: skip
        if name in ints:
            return ints[name]
    raise Unsupported(op, f"linalg.{name} on this element type is not modelled")


_CONTRACTIONS = (
    "matmul", "matmul_transpose_a", "matmul_transpose_b", "batch_matmul", "matvec",
    "vecmat", "batch_matvec", "dot", "conv_1d", "conv_2d", "conv_1d_nwc_wcf",
    "conv_2d_nhwc_hwcf", "conv_2d_nhwc_fhwc", "conv_2d_nchw_fchw",
    "depthwise_conv_1d_nwc_wc", "depthwise_conv_2d_nhwc_hwc",
    "depthwise_conv_2d_nchw_chw", "depthwise_conv_2d_nhwc_hwcm",
)  # fmt: skip
_POOLINGS = (
    "pooling_nhwc_max", "pooling_nhwc_min", "pooling_nhwc_sum", "pooling_nhwc_max_unsigned",
    "pooling_nhwc_min_unsigned", "pooling_nchw_max", "pooling_nchw_sum",
)  # fmt: skip
_ELEMENTWISE = (
    "add", "sub", "mul", "div", "max", "min", "powf", "exp", "log", "sqrt", "floor",
    "ceil", "tanh", "erf", "rsqrt", "abs", "negf", "reciprocal", "square", "select",
)  # fmt: skip

LINALG_NAMED = {
    "linalg.fill": _fill,
    "linalg.copy": _copy,
    "linalg.transpose": _transpose,
    "linalg.broadcast": _broadcast,
    **{f"linalg.{n}": _contraction for n in _CONTRACTIONS},
    **{f"linalg.{n}": _pooling for n in _POOLINGS},
    **{f"linalg.{n}": _elementwise for n in _ELEMENTWISE},
}
