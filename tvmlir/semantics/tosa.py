"""`tosa` ops, as the TOSA specification's pseudocode defines them (MLIR 19's
syntax, `tvmlir.ir.compat.tosa`).  This module: `const`, the elementwise
ops (comparisons, `select`, logical ops and shifts included) and `concat`;
data movement is in `tosa_layout`, sums, convolutions and pooling in
`tosa_accumulate`, the other reductions in `tosa_reduce`.

Elementwise operands broadcast as MLIR 19 allows (`tosa_broadcast`).

Integers (spec `apply_add_s`, `apply_sub_s`): a signed result out of range
is UB (the spec's REQUIRE), as is `negate`/`abs` of the minimum; `mul` keeps
the low bits, or with `shift > 0` on i32 rounds the 64-bit product and
shifts it, UB if that leaves the i32 range.  Floats follow the `FPModel`;
`clamp` is `apply_clip_s`: `max` then `min` with `a >= b ? a : b` (so the
sign of a zero is the first operand's when both compare equal) and NaN
propagated.
"""

from __future__ import annotations

import functools

import z3

from tvmlir.ir.compat.tosa import attr, int_attr
from tvmlir.semantics import index as ix
from tvmlir.semantics.constants import tensor_constant
from tvmlir.semantics.encoding import Unsupported, op_name
from tvmlir.semantics.fp.terms import and_, ite, or_
from tvmlir.semantics.tosa_broadcast import (
    broadcast_dims,
    broadcast_to,
    is_unsigned,
    same_shape,
    shapes_from_operands,
)
from tvmlir.semantics.values import Tensor


def _const(interp, op):
    value = op.value_attr() if hasattr(op, "value_attr") else op.values
    result = tensor_constant(interp.ctx, op, value, value.get_type())
    # A quantized result holds the value's storage integers (ir/compat/quant.py).
    result.elem_type = op.output.type.get_element_type()
    return [result]


def _signed_ub(width: int, wide: z3.BitVecRef) -> z3.BoolRef:
    """A 64-bit result out of the signed range of `width` bits."""
    lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
    return or_(wide < z3.BitVecVal(lo, 64), wide > z3.BitVecVal(hi, 64))


def _int_fns(op, width: int):
    """name -> (value, UB condition or None) of ints of `width` bits."""

    def sx(a):
        return z3.SignExt(64 - width, a) if width < 64 else a

    def checked(fn):
        def run(*xs):
            if width > 32:
                raise Unsupported(op, "integer overflow of more than 32 bits is not modelled")
            wide = fn(*[sx(x) for x in xs])
            return z3.Extract(width - 1, 0, wide), _signed_ub(width, wide)

        return run

    def mul(a, b):
        shift = int_attr(op, "shift")
        if shift == 0:
            return a * b, None
        if width != 32 or not 0 < shift <= 63:
            raise Unsupported(op, "tosa.mul shift on a type other than i32")
        p = sx(a) * sx(b)
        p = (p + z3.BitVecVal(1 << (shift - 1), 64)) >> shift  # arithmetic shift of the rounded product
        return z3.Extract(31, 0, p), _signed_ub(32, p)

    def bounds():
        lo, hi = int_attr(op, "min_int"), int_attr(op, "max_int")
        tmin, tmax = -(1 << (width - 1)), (1 << (width - 1)) - 1
        return z3.BitVecVal(max(tmin, min(lo, tmax)), width), z3.BitVecVal(max(tmin, min(hi, tmax)), width)

    def clamp(a):
        lo, hi = bounds()
        v = ite(a >= lo, a, lo)
        return ite(v < hi, v, hi), None

    def shift_range(b, top):
        """REQUIRE(0 <= value2 <= top): a shift amount out of range is UB."""
        return or_(b < 0, b > z3.BitVecVal(top, width)) if top < (1 << (width - 1)) else b < 0

    def clz(a):
        """CLZ: the count of leading zero bits (`width` for 0)."""
        r = z3.BitVecVal(width, width)
        for i in range(width):  # the highest set bit is applied last, so it wins
            r = ite(z3.Extract(i, i, a) == 1, z3.BitVecVal(width - 1 - i, width), r)
        return r

    def int_div(a, b):
        """INTDIV: REQUIRE(value2 != 0) and REQUIRE(value1 / value2 fits),
        i.e. not minimum / -1; the quotient truncates toward zero (C++ `/`)."""
        int_min = z3.BitVecVal(1 << (width - 1), width)
        return a / b, or_(b == 0, and_(a == int_min, b == z3.BitVecVal(-1, width)))

    def arithmetic_right_shift(a, b):
        """ARITHMETIC_RIGHT_SHIFT: REQUIRE(0 <= value2 <= width - 1); with
        `round`, one is added when the last bit shifted out is set (the
        result cannot overflow then: it is at most maximum >> 1 + 1)."""
        r = a >> b
        if int_attr(op, "round"):
            last = (a >> (b - 1)) & 1
            r = ite(and_(b > 0, last != 0), r + 1, r)
        return r, shift_range(b, width - 1)

    return {
        "add": checked(lambda a, b: a + b),
        "sub": checked(lambda a, b: a - b),
        "negate": checked(lambda a: -a),
        "abs": checked(lambda a: ite(a < 0, -a, a)),
        "mul": mul,
        "bitwise_and": lambda a, b: (a & b, None),
        "bitwise_or": lambda a, b: (a | b, None),
        "bitwise_xor": lambda a, b: (a ^ b, None),
        "bitwise_not": lambda a: (~a, None),
        "clamp": clamp,
        # bool_t operands (i1): the logical ops are the bitwise ones.
        "logical_and": lambda a, b: (a & b, None),
        "logical_or": lambda a, b: (a | b, None),
        "logical_xor": lambda a, b: (a ^ b, None),
        "logical_not": lambda a: (~a, None),
        "int_div": int_div,
        "logical_left_shift": lambda a, b: (a << b, shift_range(b, 31)),
        "logical_right_shift": lambda a, b: (z3.LShR(a, b), shift_range(b, 31)),
        "arithmetic_right_shift": arithmetic_right_shift,
        "maximum": lambda a, b: (ite(a >= b, a, b), None),  # apply_max_s
        "minimum": lambda a, b: (ite(a < b, a, b), None),  # apply_min_s
        "clz": lambda a: (clz(a), None),
    }


_MATH_FUNCTIONS = ("exp", "log", "rsqrt", "tanh", "floor", "ceil", "sin", "cos", "erf")
"""TOSA's float functions that are `math` functions of the same name: the
spec defines them by their mathematical value within an error bound (EXP,
LOG, RSQRT, TANH, SIN, COS, ERF) or exactly (FLOOR, CEIL), as MLIR's `math`
ops are, so they go to the same `FPModel.math_function` (uninterpreted
where the encoding cannot be exact): `tosa.log` and `math.log` agree."""


def _fp_fns(interp, op, fmt):
    fp = interp.sem.fp

    def max_s(a, b):  # apply_max_s: a >= b ? a : b, NaN propagated
        return ite(or_(fp.is_nan(a, fmt), fp.is_nan(b, fmt)), fp.nan(fmt), ite(fp.cmp("oge", a, b, fmt), a, b))

    def min_s(a, b):  # apply_min_s: a < b ? a : b, NaN propagated
        return ite(or_(fp.is_nan(a, fmt), fp.is_nan(b, fmt)), fp.nan(fmt), ite(fp.cmp("olt", a, b, fmt), a, b))

    def mul(a, b):
        if int_attr(op, "shift") != 0:
            raise Unsupported(op, "tosa.mul with a shift on floats")
        return fp.mul(a, b, fmt)

    def sigmoid(a):
        """SIGMOID is `1 / (1 + exp(-x))` (the spec's activation chapter
        defines it so, with an error bound; the bound is not modelled)."""
        interp.ctx.assume("tosa.sigmoid is computed as 1 / (1 + exp(-x)), the formula of the TOSA "
                          "specification's definition (its error bound is not modelled)")  # fmt: skip
        one = fp.constant(1.0, fmt)
        return fp.div(one, fp.add(one, fp.math_function("exp", fp.neg(a, fmt), fmt), fmt), fmt)

    def clamp(a):
        if attr(op, "nan_mode") is not None:
            raise Unsupported(op, "tosa.clamp nan_mode")
        lo = fp.constant(attr(op, "min_fp").value.data, fmt)
        hi = fp.constant(attr(op, "max_fp").value.data, fmt)
        return min_s(max_s(a, lo), hi)

    return {
        "add": lambda a, b: fp.add(a, b, fmt),
        "sub": lambda a, b: fp.sub(a, b, fmt),
        "mul": mul,
        "negate": lambda a: fp.neg(a, fmt),
        "abs": lambda a: fp.abs(a, fmt),
        **{fn: (lambda f: lambda a: fp.math_function(f, a, fmt))(fn) for fn in _MATH_FUNCTIONS},
        "sigmoid": sigmoid,
        # POW: the spec leaves x < 0, and x == 0 with y <= 0, undefined; not
        # modelled (the source is defined there): stricter, never unsound.
        "pow": lambda a, b: fp.pow(a, b, fmt),
        "reciprocal": lambda a: fp.div(fp.constant(1.0, fmt), a, fmt),
        "maximum": max_s,
        "minimum": min_s,
        "clamp": clamp,
    }


@shapes_from_operands
def _elementwise(interp, op):
    name = op_name(op).removeprefix("tosa.")
    if attr(op, "quantization_info") is not None:
        raise Unsupported(op, "quantized operands (quantization_info)")
    ins = [interp.tensor(v) for v in op.operands]
    out_t = op.results[0].type
    elem = out_t.get_element_type()
    if any(t.elem_type != elem for t in ins):
        raise Unsupported(op, "operands of another element type than the result")
    if is_unsigned(elem):
        raise Unsupported(op, "unsigned integers (TOSA's integer ops are signed)")
    if len(ins) == 1:
        dims = same_shape(interp, op, ins[0])
    else:
        dims = broadcast_dims(interp, op, ins)
    for t in ins:
        interp.read_all(t)
    ins = [broadcast_to(t, dims) for t in ins]
    fmt = interp.sem.float_format(elem)
    if fmt is not None:
        fn = _fp_fns(interp, op, fmt).get(name)
    else:
        ifn = _int_fns(op, ins[0].sort.size()).get(name)
        fn = ifn and (lambda *xs: ifn(*xs)[0])
    if fn is None:
        raise Unsupported(op)
    poison = None
    if any(t.has_poison for t in ins):
        poison = lambda J: or_(*[t.poison_get(J) for t in ins])  # noqa: E731
    if fmt is None:
        # UB if some element overflows (REQUIRE): one bounded witness.
        J = [interp.names.fresh("j") for _ in dims]
        _, overflow = ifn(*[t.elem_get(J) for t in ins])
        if overflow is not None:
            if poison is not None:  # computed from poison: poison, not UB
                overflow = and_(overflow, z3.Not(poison(J)))
            interp.ub(z3.Exists(J, and_(ix.in_bounds(J, dims), overflow)) if J else overflow)
    return [Tensor(elem, ins[0].sort, dims, index_fn=lambda J: fn(*[t.elem_get(J) for t in ins]),
                   index_poison_fn=poison)]  # fmt: skip


_COMPARISONS = {"equal": ("oeq", lambda a, b: a == b), "greater": ("ogt", lambda a, b: a > b),
                "greater_equal": ("oge", lambda a, b: a >= b)}  # fmt: skip
"""EQUAL, GREATER, GREATER_EQUAL (the spec's comparison chapter): a float
comparison with a NaN operand is false (ordered predicates); integers are
signed (TOSA's int8/16/32)."""


def _broadcast_operands(interp, op, ins):
    dims = broadcast_dims(interp, op, ins)
    for t in ins:
        interp.read_all(t)
    return dims, [broadcast_to(t, dims) for t in ins]


@shapes_from_operands
def _compare(interp, op):
    pred, int_rel = _COMPARISONS[op_name(op).removeprefix("tosa.")]
    ins = [interp.tensor(v) for v in op.operands]
    elem = ins[0].elem_type
    if ins[1].elem_type != elem or is_unsigned(elem):
        raise Unsupported(op, "operands of different or unsigned element types")
    dims, ins = _broadcast_operands(interp, op, ins)
    fmt = interp.sem.float_format(elem)
    a, b = ins

    def value(J):
        x, y = a.elem_get(J), b.elem_get(J)
        holds = interp.sem.fp.cmp(pred, x, y, fmt) if fmt is not None else int_rel(x, y)
        return ite(holds, z3.BitVecVal(1, 1), z3.BitVecVal(0, 1))

    poison = None
    if a.has_poison or b.has_poison:
        poison = lambda J: or_(a.poison_get(J), b.poison_get(J))  # noqa: E731
    return [Tensor(op.results[0].type.get_element_type(), z3.BitVecSort(1), dims, index_fn=value,
                   index_poison_fn=poison)]  # fmt: skip


@shapes_from_operands
def _select(interp, op):
    """SELECT (the spec's ternary elementwise op): `pred ? on_true :
    on_false`, all three broadcast.  A poison predicate makes the element
    poison; otherwise only the chosen operand's poison is."""
    ins = [interp.tensor(v) for v in op.operands]
    elem = op.results[0].type.get_element_type()
    if any(t.elem_type != elem for t in ins[1:]):
        raise Unsupported(op, "operands of another element type than the result")
    dims, (c, a, b) = _broadcast_operands(interp, op, ins)

    def chosen(J):
        return c.elem_get(J) == z3.BitVecVal(1, 1)

    poison = None
    if any(t.has_poison for t in (c, a, b)):
        poison = lambda J: or_(c.poison_get(J), ite(chosen(J), a.poison_get(J), b.poison_get(J)))  # noqa: E731
    return [Tensor(elem, a.sort, dims, index_fn=lambda J: ite(chosen(J), a.elem_get(J), b.elem_get(J)),
                   index_poison_fn=poison)]  # fmt: skip


def _concat(interp, op):
    from tvmlir.semantics.tensor import concatenate

    parts = [interp.tensor(v) for v in op.operands]
    return [concatenate(interp, parts, int_attr(op, "axis"))]


def _table() -> dict:
    from tvmlir.semantics.tosa_accumulate import TOSA_ACCUMULATE
    from tvmlir.semantics.tosa_cast import TOSA_CAST
    from tvmlir.semantics.tosa_control import TOSA_CONTROL
    from tvmlir.semantics.tosa_layout import TOSA_LAYOUT
    from tvmlir.semantics.tosa_reduce import TOSA_REDUCE
    from tvmlir.semantics.tosa_resize import TOSA_RESIZE
    from tvmlir.semantics.tosa_transpose_conv import TOSA_TRANSPOSE_CONV

    table = {"tosa.const": _const, "tosa.concat": _concat, "tosa.select": _select}
    table.update({f"tosa.{name}": _compare for name in _COMPARISONS})
    for name in ("add", "sub", "mul", "negate", "abs", "reciprocal", "maximum", "minimum", "clamp",
                 "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_not", "logical_and", "logical_or",
                 "logical_xor", "logical_not", "int_div", "logical_left_shift", "logical_right_shift",
                 "arithmetic_right_shift", "sigmoid", "clz", "pow", *_MATH_FUNCTIONS):  # fmt: skip
        table[f"tosa.{name}"] = _elementwise
    table.update(TOSA_LAYOUT)
    table.update(TOSA_ACCUMULATE)
    table.update(TOSA_REDUCE)
    table.update(TOSA_CAST)
    table.update(TOSA_TRANSPOSE_CONV)
    table.update(TOSA_RESIZE)
    table.update(TOSA_CONTROL)
    return {name: (fn if name.removeprefix("tosa.") in _ON_STORAGE else _refusing_quantized(fn))
            for name, fn in table.items()}  # fmt: skip


_ON_STORAGE = frozenset({"cond_if", "const", "reshape", "reverse", "transpose", "slice", "concat", "tile", "identity",
                         "select", "equal", "greater", "greater_equal"})  # fmt: skip
"""The ops whose meaning on a quantized tensor (`!quant.uniform`, read as
its storage integers: `ir/compat/quant.py`) is their meaning on the storage
integers: data movement, and comparisons of two operands of the *same*
quantized type (real = scale * (q - zero_point) with scale > 0 is
increasing in q, so comparing storage compares values).  Every other op's
result would depend on the scale or zero point (an `add` of two int8
storage values is not the quantized sum; the specification computes on
int32 after `rescale`): unsupported on quantized types."""


def _refusing_quantized(fn):
    @functools.wraps(fn)  # keeps `shapes_from_operands`
    def run(interp, op):
        from tvmlir.ir.compat.quant import UniformQuantizedType

        for v in (*op.operands, *op.results):
            if isinstance(getattr(v.type, "element_type", None), UniformQuantizedType):
                raise Unsupported(op, "quantized element types (!quant.uniform) are not modelled for this op")
        return fn(interp, op)

    return run


TOSA = _table()
