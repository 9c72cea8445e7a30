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
from xdsl.dialects.builtin import ComplexType, DenseArrayBase, DenseIntOrFPElementsAttr, ShapedType
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
    if name in _FIXED:
        n, rs = _FIXED[name]
        return [_map(n, *[D(k) for k in r]) for r in rs]
    n, (outs, kernels), shapes = _WINDOWS[name]
    strides, dilations = _window(op, len(outs))
    win = [_win(o, k, s, d) for o, k, s, d in zip(outs, kernels, strides, dilations)]
    return [_map(n, *[win[int(r[1])] if isinstance(r, str) else D(r) for r in rs]) for rs in shapes]


# The indexing maps of MLIR 19's LinalgNamedStructuredOps.yaml
# (`static_indexing_maps`) for the named ops tvmlir reads without maps
# (`tvmlir.ir.compat.linalg`).  `python_tests/semantics/
# test_linalg_named_maps.py` compares every entry with the maps mlir-opt-19's
# `linalg-generalize-named-ops` writes, strides and dilations included.
#
# name: (loops, operand results as loop indices)
_FIXED = {
    "matmul_transpose_a": (3, [(2, 0), (2, 1), (0, 1)]),
    "matmul_transpose_b": (3, [(0, 2), (1, 2), (0, 1)]),
    "batch_matvec": (3, [(0, 1, 2), (0, 2), (0, 1)]),
    "batch_vecmat": (3, [(0, 2), (0, 2, 1), (0, 1)]),
    "batch_matmul_transpose_a": (4, [(0, 3, 1), (0, 3, 2), (0, 1, 2)]),
    "batch_matmul_transpose_b": (4, [(0, 1, 3), (0, 2, 3), (0, 1, 2)]),
    "batch_reduce_matmul": (4, [(0, 1, 3), (0, 3, 2), (1, 2)]),
    "mmt4d": (6, [(0, 2, 3, 5), (1, 2, 4, 5), (0, 1, 3, 4)]),
    "batch_mmt4d": (7, [(0, 1, 3, 4, 6), (0, 2, 3, 5, 6), (0, 1, 2, 4, 5)]),
}

# name: (loops, ((output window loops), (kernel window loops)), operand
# results: a loop index, or "w0"/"w1"/"w2" for the window expressions
# `out * stride + kernel * dilation`)
_NWC_POOL = (4, ((1,), (3,)), [(0, "w0", 2), (3,), (0, 1, 2)])
_NCW_POOL = (4, ((2,), (3,)), [(0, 1, "w0"), (3,), (0, 1, 2)])
_NDHWC_POOL = (8, ((1, 2, 3), (5, 6, 7)), [(0, "w0", "w1", "w2", 4), (5, 6, 7), (0, 1, 2, 3, 4)])
_WINDOWS = {
    "conv_3d": (6, ((0, 1, 2), (3, 4, 5)), [("w0", "w1", "w2"), (3, 4, 5), (0, 1, 2)]),
    "conv_1d_ncw_fcw": (5, ((2,), (4,)), [(0, 3, "w0"), (1, 3, 4), (0, 1, 2)]),
    "conv_2d_ngchw_fgchw": (8, ((3, 4), (6, 7)), [(0, 1, 5, "w0", "w1"), (2, 1, 5, 6, 7), (0, 1, 2, 3, 4)]),
    "conv_2d_ngchw_gfchw": (8, ((3, 4), (6, 7)), [(0, 1, 5, "w0", "w1"), (1, 2, 5, 6, 7), (0, 1, 2, 3, 4)]),
    "conv_3d_ndhwc_dhwcf": (9, ((1, 2, 3), (5, 6, 7)), [(0, "w0", "w1", "w2", 8), (5, 6, 7, 8, 4), (0, 1, 2, 3, 4)]),
    "conv_3d_ncdhw_fcdhw": (9, ((1, 2, 3), (5, 6, 7)), [(0, 8, "w0", "w1", "w2"), (4, 8, 5, 6, 7), (0, 4, 1, 2, 3)]),
    "depthwise_conv_1d_nwc_wc": (4, ((1,), (3,)), [(0, "w0", 2), (3, 2), (0, 1, 2)]),
    "depthwise_conv_1d_ncw_cw": (4, ((1,), (3,)), [(0, 2, "w0"), (2, 3), (0, 2, 1)]),
    "depthwise_conv_1d_nwc_wcm": (5, ((1,), (4,)), [(0, "w0", 2), (4, 2, 3), (0, 1, 2, 3)]),
    "depthwise_conv_2d_nchw_chw": (6, ((2, 3), (4, 5)), [(0, 1, "w0", "w1"), (1, 4, 5), (0, 1, 2, 3)]),
    "depthwise_conv_2d_nhwc_hwcm": (7, ((1, 2), (5, 6)), [(0, "w0", "w1", 3), (5, 6, 3, 4), (0, 1, 2, 3, 4)]),
    "depthwise_conv_3d_ndhwc_dhwc": (8, ((1, 2, 3), (4, 5, 6)),
                                     [(0, "w0", "w1", "w2", 7), (4, 5, 6, 7), (0, 1, 2, 3, 7)]),
    "depthwise_conv_3d_ncdhw_cdhw": (8, ((1, 2, 3), (4, 5, 6)),
                                     [(0, 7, "w0", "w1", "w2"), (7, 4, 5, 6), (0, 7, 1, 2, 3)]),
    "depthwise_conv_3d_ndhwc_dhwcm": (9, ((1, 2, 3), (5, 6, 7)),
                                      [(0, "w0", "w1", "w2", 8), (5, 6, 7, 8, 4), (0, 1, 2, 3, 8, 4)]),
    "pooling_nhwc_max_unsigned": (6, ((1, 2), (4, 5)), [(0, "w0", "w1", 3), (4, 5), (0, 1, 2, 3)]),
    "pooling_nhwc_min_unsigned": (6, ((1, 2), (4, 5)), [(0, "w0", "w1", 3), (4, 5), (0, 1, 2, 3)]),
    "pooling_nchw_sum": (6, ((2, 3), (4, 5)), [(0, 1, "w0", "w1"), (4, 5), (0, 1, 2, 3)]),
    **{f"pooling_nwc_{k}": _NWC_POOL for k in ("sum", "max", "min", "max_unsigned", "min_unsigned")},
    **{f"pooling_ncw_{k}": _NCW_POOL for k in ("sum", "max")},
    **{f"pooling_ndhwc_{k}": _NDHWC_POOL for k in ("sum", "max", "min")},
}  # fmt: skip


def indexing_maps(op) -> list[AffineMap]:
    maps = _op_maps(op)
    if maps is not None:
        return maps
    try:
        return _extra_maps(op)
    except KeyError:
        raise Unsupported(op) from None


def _real_elements(op) -> None:
    """Contractions and pools sum floats or integers: complex elements
    (their own `complex.mul` / `complex.add`, OpDSL's complex body) are
    unsupported here, named (the generalized `linalg.generic` is not)."""
    for v in op.operands:
        if isinstance(v.type, ShapedType) and isinstance(v.type.get_element_type(), ComplexType):
            raise Unsupported(op, f"complex elements ({v.type.get_element_type()}) in a named contraction or pool")


def _contraction(interp, op):
    _real_elements(op)
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
        casts = [_operand_cast(interp, op, t.elem_type, init.elem_type) for t in (a, b)]
        try:
            bounds = loop_bounds(interp, op, maps, [a, b, init])
        except affine.NotModelled as e:
            raise Unsupported(op, str(e)) from None
        reads_in_loops(interp, bounds, [(a, maps[0]), (b, maps[1]), (init, maps[2])])
        red_bounds = [bounds[r] for r in reduction]
        total = ix.product(red_bounds)
        return [_dot_output(interp, a, b, init, maps, parallel, reduction, red_bounds, total, n, casts)]

    return structured(interp, op, compute)


def _operand_cast(interp, op, src, dst):
    """OpDSL's `cast_signed(U, x)` of a contraction operand's element to the
    output's type, as a function of terms (None between equal types):
    sign extension or truncation of integers, `extf` / `truncf`, `sitofp`.
    A float to integer cast (poison out of range) is not modelled, nor
    `batch_reduce_matmul`'s, which casts the product (`cast(U, A *
    cast(U, B))`)."""
    if src == dst:
        return None
    sem = interp.sem
    if sem.float_format(src) is not None and sem.float_format(dst) is None:
        raise Unsupported(op, f"a cast from {src} to {dst} (poison out of range) is not modelled")
    if op_name(op) == "linalg.batch_reduce_matmul":
        raise Unsupported(op, "mixed element types (implicit casts) are not modelled")
    return lambda t: cast_signed(interp, op, Scalar(t, None), src, dst).term


def _loops_of(J, parallel, reduction, red_bounds, r, n):
    loops = [None] * n
    for pos, l in enumerate(parallel):
        loops[l] = J[pos]
    for l, v in zip(reduction, ix.unflatten(r, red_bounds)):
        loops[l] = v
    return loops


def _dot_output(interp, a, b, init, maps, parallel, reduction, red_bounds, total, n, casts=(None, None)) -> Tensor:
    ctx = interp.ctx

    def side(t, m, cast, J):
        def elem(r):
            e = t.elem_get(affine.apply(m, _loops_of(J, parallel, reduction, red_bounds, r, n)))
            return e if cast is None else cast(e)

        return elem

    def value(J):
        start = init.elem_get(J)
        fmt = interp.sem.float_format(init.elem_type)
        x, y = side(a, maps[0], casts[0], J), side(b, maps[1], casts[1], J)
        if fmt is not None:
            return reductions.fp_dot(ctx, fmt, x, y, total, start, interp.names)
        return reductions.int_dot(ctx, start.size(), x, y, total, start, interp.names)

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
    _real_elements(op)
    kind = op_name(op).removeprefix("linalg.pooling_").split("_", 1)[1]
    maps = indexing_maps(op)
    n = maps[0].num_dims
    parallel = [r.position for r in maps[2].results]
    reduction = [k for k in range(n) if k not in parallel]

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
            loops = _loops_of(J, parallel, reduction, red_bounds, r, n)
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
    "tanh": "tanh", "erf": "erf", "rsqrt": "rsqrt", "round": "round",
}  # fmt: skip


def _elementwise_fn_name(op) -> str:
    """The scalar function an elementwise named op applies: its name, or for
    `elemwise_unary` / `elemwise_binary` their `fun` attribute (OpDSL's
    defaults `exp` / `add`), as the names `_scalar_fn` knows."""
    name = op_name(op).removeprefix("linalg.")
    if name not in ("elemwise_unary", "elemwise_binary"):
        return name
    fun = op.properties.get("fun") or op.attributes.get("fun")
    if fun is None:
        return "exp" if name == "elemwise_unary" else "add"
    from tvmlir.ir.linalg_fn_attrs import BinaryFnAttr, UnaryFnAttr

    if not isinstance(fun, UnaryFnAttr if name == "elemwise_unary" else BinaryFnAttr):
        raise Unsupported(op, f"fun = {fun} is not a function of this op's arity")
    value = str(fun.data)
    known = {"max_signed": "max", "min_signed": "min"}.get(value, value)
    if known not in _ELEMENTWISE or known == "select":
        raise Unsupported(op, f"fun = {fun} is not modelled")
    return known


def _input_cast(interp, op, init_type):
    """The cast OpDSL's `elemwise_unary` / `elemwise_binary` apply to each
    input (`cast(U, x)`, `cast_signed` by default; none between equal
    types).  Other elementwise named ops take their operands at the output's
    type (a single type variable `T1`); a mismatch is not modelled."""
    name = op_name(op).removeprefix("linalg.")
    casts = name in ("elemwise_unary", "elemwise_binary")
    cast = op.properties.get("cast") or op.attributes.get("cast")
    signed = cast is None or str(getattr(cast, "data", "")) == "cast_signed"
    fns = []
    for k, v in enumerate(op.inputs):
        t = v.type.get_element_type() if hasattr(v.type, "get_element_type") else v.type
        if t == init_type or (name == "select" and k == 0):
            fns.append(None)
        elif casts and signed:
            fns.append(lambda x, t=t: cast_signed(interp, op, x, t, init_type))
        else:
            raise Unsupported(op, f"an input of type {t} with an output of type {init_type} is not modelled")
    return fns


def _elementwise(interp, op):
    """The elementwise named ops (rank-polymorphic in OpDSL: every operand
    is indexed by the output's loops, a rank-0 operand broadcast to all)."""
    name = _elementwise_fn_name(op)

    def compute(ins, inits):
        (init,) = inits
        fmt = interp.sem.float_format(init.elem_type)
        fp = interp.sem.fp
        casts = _input_cast(interp, op, init.elem_type)
        for t in ins:
            if isinstance(t, Tensor):
                if t.rank not in (0, init.rank):
                    raise Unsupported(op, "an operand whose rank is neither 0 nor the output's")
                for a, b in zip(t.dims, init.dims):
                    e = ix.eq(a, b)
                    interp.ub(None if z3.is_true(e) else z3.Not(e))
        fn = _scalar_fn(op, name, fmt, fp)
        for t in ins:
            if isinstance(t, Tensor):
                interp.read_all(t)

        def at(t, J):
            return J if t.rank else []

        def operand(t, cast, J) -> Scalar:
            if isinstance(t, Tensor):
                v = Scalar(t.elem_get(at(t, J)), t.poison_get(at(t, J)) if t.has_poison else None)
            else:
                v = t
            return v if cast is None else cast(v)

        def elem(J):
            return fn(*[operand(t, c, J).term for t, c in zip(ins, casts)])

        poison = None
        may_poison = any(c is not None for c in casts) or any(
            t.has_poison if isinstance(t, Tensor) else t.poison is not None for t in ins)
        if may_poison:

            def poison(J):
                return or_(*[operand(t, c, J).poison_or_false() for t, c in zip(ins, casts)])

        sort = fp.sort(fmt) if fmt is not None else init.sort
        return [Tensor(init.elem_type, sort, init.dims, index_fn=elem, index_poison_fn=poison)]

    return structured(interp, op, compute, modelled_attrs=("fun", "cast"))


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
    "matmul", "batch_matmul", "matvec", "vecmat", "dot", "conv_1d", "conv_2d",
    "conv_1d_nwc_wcf", "conv_2d_nhwc_hwcf", "conv_2d_nhwc_fhwc", "conv_2d_nchw_fchw",
    "depthwise_conv_2d_nhwc_hwc", *_FIXED, *(n for n in _WINDOWS if not n.startswith("pooling_")),
)  # fmt: skip
_POOLINGS = (
    "pooling_nhwc_max", "pooling_nhwc_min", "pooling_nhwc_sum", "pooling_nchw_max",
    *(n for n in _WINDOWS if n.startswith("pooling_")),
)  # fmt: skip
_ELEMENTWISE = (
    "add", "sub", "mul", "div", "max", "min", "powf", "exp", "log", "sqrt", "floor",
    "ceil", "tanh", "erf", "rsqrt", "abs", "negf", "reciprocal", "square", "select", "round",
)  # fmt: skip

LINALG_NAMED = {
    "linalg.fill": _fill,
    "linalg.copy": _copy,
    "linalg.transpose": _transpose,
    "linalg.broadcast": _broadcast,
    **{f"linalg.{n}": _contraction for n in _CONTRACTIONS},
    **{f"linalg.{n}": _pooling for n in _POOLINGS},
    **{f"linalg.{n}": _elementwise for n in (*_ELEMENTWISE, "elemwise_unary", "elemwise_binary")},
}
