"""`tosa.resize`, as the TOSA specification's RESIZE pseudocode defines it
(MLIR 19: `scale = [scale_y_n, scale_y_d, scale_x_n, scale_x_d]`,
`offset = [offset_y, offset_x]`, `border = [border_y, border_x]`, `mode`
NEAREST_NEIGHBOR or BILINEAR):

    ERROR_IF(scale_y_n <= 0 || scale_y_d <= 0 || scale_x_n <= 0 || scale_x_d <= 0);
    ERROR_IF(scale_y_n > (1 << 11) || scale_x_n > (1 << 11));
    ERROR_IF(scale_y_d >= 16 * scale_y_n || scale_x_d >= 16 * scale_x_n);
    ERROR_IF(offset_y < -scale_y_n || offset_y >= 16 * scale_y_n);  (x alike)
    ERROR_IF(border_y < -16 * scale_y_n || border_y >= scale_y_n);  (x alike)
    ERROR_IF(OH != idiv_check((IH - 1) * scale_y_n - offset_y + border_y, scale_y_d) + 1);  (OW alike)
    for each (n, oy, ox, c):
        unit = float ? 1.0 : scale_n
        y = oy * scale_y_d + offset_y;  iy = idiv_floor(y, scale_y_n);  ry = y - iy * scale_y_n
        dy = float ? ry / scale_y_n : ry                  (x alike)
        iy0 = max(iy, 0);  iy1 = min(iy + 1, IH - 1)       (x alike)
        BILINEAR: acc  = v00 * (unit_y - dy) * (unit_x - dx);  acc += v01 * (unit_y - dy) * dx;
                  acc += v10 * dy * (unit_x - dx);             acc += v11 * dy * dx
        NEAREST:  out = input[n, dy >= 1/2 ? iy1 : iy0, dx >= 1/2 ? ix1 : ix0, c]
                  (integers: 2 * dy >= scale_n)

Types (the specification's table): NEAREST keeps the input type; BILINEAR
computes int8 into int32 and int16 into int48 (exactly: with scale_n <=
2^11 no sum overflows), floats in their own type, left to right as
written, each operation rounded.  A float `dy` is a constant per `ry`
(`ry / scale_n` rounded), so it is a chain over the `scale_n` possible
remainders (up to `MAX_UNIT`; beyond, unsupported); NEAREST compares the
remainder with the first one whose rounded quotient reaches 1/2 (exact,
since rounding is monotone).

ERROR_IF is UB (static here: a violated one makes the op UB on every
input).  The input's extents must be static (the output's are computed).
"""

from __future__ import annotations

from fractions import Fraction

import z3

from tvmlir.ir.compat.tosa import attr, ints_attr
from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.formats import round_to
from tvmlir.semantics.fp.terms import ite
from tvmlir.semantics.memo import memo
from tvmlir.semantics.tosa_accumulate import _plain_operands, _static
from tvmlir.semantics.values import Tensor

MAX_UNIT = 256
"""The largest float `scale_n` modelled (one constant per remainder)."""

_BILINEAR_INT = {8: 32, 16: 48}
"""BILINEAR's integer output width per input width (the spec's int8 ->
int32, int16 -> int48)."""


def _error_if(scale, offset, border) -> bool:
    yn, yd, xn, xd = scale
    bad = any(s <= 0 for s in scale) or yn > (1 << 11) or xn > (1 << 11) or yd >= 16 * yn or xd >= 16 * xn
    for o, b, n in ((offset[0], border[0], yn), (offset[1], border[1], xn)):
        bad = bad or o < -n or o >= 16 * n or b < -16 * n or b >= n
    return bad


def _axis(o, n, d, offset, extent):
    """(i0, i1, r) of output coordinate `o` (an index term): the two input
    rows (clamped) and the remainder `r` in [0, n).  y + n >= 0 by the
    ERROR_IFs (offset >= -n), so the floor division is an unsigned one of
    y + n, minus one."""
    shifted = z3.simplify(o * ix.bv(d) + ix.bv(offset + n))
    i = z3.simplify(z3.UDiv(shifted, ix.bv(n)) - ix.bv(1))
    r = z3.simplify(z3.URem(shifted, ix.bv(n)))
    i0 = z3.simplify(ite(i < 0, ix.bv(0), i))
    i1 = z3.simplify(ite(i + 1 > extent - 1, ix.bv(extent - 1), i + 1))
    return i0, i1, r


def _resize(interp, op):
    (t,) = (interp.tensor(v) for v in op.operands)
    _plain_operands(op, t)
    ((n_, ih, iw, c),) = _static(op, t)
    scale, offset, border = ints_attr(op, "scale"), ints_attr(op, "offset"), ints_attr(op, "border")
    mode = attr(op, "mode")
    mode = getattr(mode, "data", None)
    if len(scale) != 4 or len(offset) != 2 or len(border) != 2 or mode not in ("NEAREST_NEIGHBOR", "BILINEAR"):
        raise Unsupported(op, "scale, offset, border or mode not of MLIR 19's form")
    in_t, out_t = t.elem_type, op.results[0].type.get_element_type()
    fmt = interp.sem.float_format(in_t)
    width = None if fmt is not None else t.sort.size()
    if mode == "NEAREST_NEIGHBOR" or fmt is not None:
        if out_t != in_t:
            raise Unsupported(op, f"{mode} from {in_t} to {out_t} (not a type pair of the specification)")
    elif _BILINEAR_INT.get(width) != getattr(getattr(out_t, "width", None), "data", None):
        raise Unsupported(op, f"BILINEAR from {in_t} to {out_t} (not a type pair of the specification)")
    yn, yd, xn, xd = scale
    violated = _error_if(scale, offset, border)
    extents = []
    for i, nn, d, o, b in ((ih, yn, yd, offset[0], border[0]), (iw, xn, xd, offset[1], border[1])):
        num = (i - 1) * nn - o + b
        if d <= 0 or num < 0 or num % d:  # idiv_check: ERROR_IF on an inexact division
            violated, extents = True, [-1, -1]
            break
        extents.append(num // d + 1)
    violated = violated or max(*extents, ih, iw) >= 16384
    dims = []
    for s_, e in zip(op.results[0].type.get_shape(), (n_, *extents, c)):
        if s_ >= 0 and s_ != e:
            violated = True  # ERROR_IF(OH != ...)
        if s_ < 0 and e < 0:
            raise Unsupported(op, "a dynamic result extent under a violated ERROR_IF")
        dims.append(ix.bv(s_ if s_ >= 0 else e))
    if violated:
        # A violated ERROR_IF (all are static here): UB on every input.
        interp.ub(z3.BoolVal(True))
        zero = z3.BitVecVal(0, t.sort.size()) if fmt is None else interp.sem.fp.constant(0.0, fmt)
        return [Tensor(out_t, zero.sort(), dims, index_fn=lambda J: zero)]
    oh, ow = extents
    interp.read_all(t)

    if mode == "NEAREST_NEIGHBOR":
        if fmt is None:
            thresholds = ((yn + 1) // 2, (xn + 1) // 2)  # 2 * r >= n
        else:
            thresholds = tuple(_float_half(nn, fmt) for nn in (yn, xn))

        def nearest(J):
            y0, y1, ry = _axis(J[1], yn, yd, offset[0], ih)
            x0, x1, rx = _axis(J[2], xn, xd, offset[1], iw)
            y = ite(z3.UGE(ry, ix.bv(thresholds[0])), y1, y0)
            x = ite(z3.UGE(rx, ix.bv(thresholds[1])), x1, x0)
            return t.elem_get([J[0], z3.simplify(y), z3.simplify(x), J[3]])

        return [Tensor(out_t, t.sort, dims, index_fn=memo(nearest))]

    if fmt is None:
        out_w = _BILINEAR_INT[width]

        def bilinear_int(J):
            y0, y1, ry = _axis(J[1], yn, yd, offset[0], ih)
            x0, x1, rx = _axis(J[2], xn, xd, offset[1], iw)

            # In out_w bits: the exact sum fits (|v| < 2^15, scale_n <= 2^11),
            # so arithmetic modulo 2^out_w gives it.
            def v(y, x):
                return z3.SignExt(out_w - width, t.elem_get([J[0], y, x, J[3]]))

            def narrow(e):
                return z3.simplify(z3.Extract(out_w - 1, 0, e))

            dy, dx = narrow(ry), narrow(rx)
            uy, ux = z3.BitVecVal(yn, out_w) - dy, z3.BitVecVal(xn, out_w) - dx
            return v(y0, x0) * uy * ux + v(y0, x1) * uy * dx + v(y1, x0) * dy * ux + v(y1, x1) * dy * dx

        return [Tensor(out_t, z3.BitVecSort(out_w), dims, index_fn=memo(bilinear_int))]

    if max(yn, xn) > MAX_UNIT:
        raise Unsupported(op, f"a float BILINEAR scale numerator over {MAX_UNIT}")
    fp = interp.sem.fp

    def fractions(nn):
        """For each remainder r: (dy, unit - dy) as constants of fmt."""
        out = []
        for r in range(nn):
            d = round_to(float(Fraction(r, nn)), fmt)
            out.append((fp.constant(d, fmt), fp.constant(round_to(1.0 - d, fmt), fmt)))
        return out

    fy, fx = fractions(yn), fractions(xn)

    def pick(table, r, k):
        out = table[-1][k]
        for j in reversed(range(len(table) - 1)):
            out = ite(r == ix.bv(j), table[j][k], out)
        return out

    def bilinear_fp(J):
        y0, y1, ry = _axis(J[1], yn, yd, offset[0], ih)
        x0, x1, rx = _axis(J[2], xn, xd, offset[1], iw)
        dy, uy = pick(fy, ry, 0), pick(fy, ry, 1)
        dx, ux = pick(fx, rx, 0), pick(fx, rx, 1)

        def v(y, x):
            return t.elem_get([J[0], y, x, J[3]])

        mul, add = (lambda a, b: fp.mul(a, b, fmt)), (lambda a, b: fp.add(a, b, fmt))
        acc = mul(mul(v(y0, x0), uy), ux)
        acc = add(acc, mul(mul(v(y0, x1), uy), dx))
        acc = add(acc, mul(mul(v(y1, x0), dy), ux))
        return add(acc, mul(mul(v(y1, x1), dy), dx))

    return [Tensor(out_t, t.sort, dims, index_fn=memo(bilinear_fp))]


def _float_half(nn: int, fmt) -> int:
    """The least remainder r whose `r / nn`, rounded to fmt, is >= 0.5
    (NEAREST's float test `dy >= 0.5`; rounding is monotone)."""
    for r in range(nn):
        if round_to(float(Fraction(r, nn)), fmt) >= 0.5:
            return r
    return nn


TOSA_RESIZE = {"tosa.resize": _resize}
