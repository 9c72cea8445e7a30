"""`tosa.cast` (the specification's type conversion chapter, CAST).

* bool_t to an integer: 1 or 0; an integer to bool_t: `value != 0`.
* integer to integer: sign-extended when widening, truncated (the low
  bits) when narrowing.
* integer to float, float to float: rounded to nearest (ties to even).
* float to integer: `apply_clip_s(round_to_nearest_int(value), minimum,
  maximum)`: rounded to the nearest integer, ties to even (what MLIR's
  lowering computes, `math.roundeven`; printed as an assumption), then
  clipped to the type's range (so +-infinity give the extremes).  A NaN's
  integer is left open: the element is poison (printed as an assumption).

Unsigned integer types, float to bool_t and bool_t to float are
unsupported.
"""

from __future__ import annotations

import z3

from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.formats import round_to
from tvmlir.semantics.fp.terms import ite, or_
from tvmlir.semantics.tosa_broadcast import is_unsigned, same_shape, shapes_from_operands
from tvmlir.semantics.values import Tensor


@shapes_from_operands
def _cast(interp, op):
    t = interp.tensor(op.operands[0])
    src, dst = t.elem_type, op.results[0].type.get_element_type()
    if is_unsigned(src) or is_unsigned(dst):
        raise Unsupported(op, "unsigned integers")
    dims = same_shape(interp, op, t)  # ERROR_IF(shape != shape_of(input)): UB
    interp.read_all(t)
    fp = interp.sem.fp
    sf, df = interp.sem.float_format(src), interp.sem.float_format(dst)
    sw = None if sf is not None else t.sort.size()
    dw = None if df is not None else dst.width.data
    nan_poison = None
    if sf is not None and df is not None:
        def convert(x):
            return fp.cast(x, sf, df)
    elif sf is None and df is not None:
        if sw == 1:
            raise Unsupported(op, "tosa.cast of bool_t to a float")

        def convert(x):
            return fp.int_to_fp(x, True, df)
    elif sf is None:
        def convert(x):
            if sw == dw:
                return x
            if dw == 1:
                return ite(x != z3.BitVecVal(0, sw), z3.BitVecVal(1, 1), z3.BitVecVal(0, 1))
            if sw == 1:
                return z3.ZeroExt(dw - 1, x)
            return z3.SignExt(dw - sw, x) if dw > sw else z3.Extract(dw - 1, 0, x)
    else:
        if dw == 1:
            raise Unsupported(op, "tosa.cast of a float to bool_t")
        interp.ctx.assume("tosa.cast of a float to an integer rounds ties to even, and a NaN's integer is "
                          "left open (poison)")  # fmt: skip
        top = round_to(float(1 << (dw - 1)), sf)  # a power of two: exact, or +inf past the format
        hi, lo = fp.constant(top, sf), fp.constant(-top, sf)
        vmax, vmin = z3.BitVecVal((1 << (dw - 1)) - 1, dw), z3.BitVecVal(1 << (dw - 1), dw)

        def convert(x):
            r = fp.math_function("roundeven", x, sf)
            v, _ = fp.fp_to_int(r, True, dw, sf)
            return ite(fp.cmp("oge", r, hi, sf), vmax, ite(fp.cmp("ole", r, lo, sf), vmin, v))

        def nan_poison(J):
            return fp.is_nan(t.elem_get(J), sf)

    sort = fp.sort(df) if df is not None else z3.BitVecSort(dw)
    parts = [p for p in ((t.poison_get if t.has_poison else None), nan_poison) if p is not None]
    poison = (lambda J: or_(*[p(J) for p in parts])) if parts else None
    return [Tensor(dst, sort, dims, index_fn=lambda J: convert(t.elem_get(J)), index_poison_fn=poison)]


TOSA_CAST = {"tosa.cast": _cast}
