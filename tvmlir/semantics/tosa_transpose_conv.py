"""`tosa.transpose_conv2d`, as the TOSA specification's TRANSPOSE_CONV2D
pseudocode defines it (MLIR 19's operands: input [N,IH,IW,IC], weight
[OC,KH,KW,IC], bias [BC]; attributes out_pad = (top, bottom, left, right),
stride, out_shape):

    ERROR_IF(out_pad_top <= -KH || out_pad_bottom <= -KH);
    ERROR_IF(out_pad_left <= -KW || out_pad_right <= -KW);
    ERROR_IF(stride_y < 1 || stride_x < 1);
    ERROR_IF(OH != (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH);
    ERROR_IF(OW != (IW - 1) * stride_x + out_pad_left + out_pad_right + KW);
    ERROR_IF(BC != OC && BC != 1);
    for_each(n, oy, ox, oc) output[n, oy, ox, oc] = bias[BC == 1 ? 0 : oc];
    for_each(n, iy, ix, oc, ic, ky, kx) {
        oy = iy * stride_y + out_pad_top + ky;  ox = ix * stride_x + out_pad_left + kx;
        if (0 <= oy < OH && 0 <= ox < OW)
            output[n, oy, ox, oc] += input[n, iy, ix, ic] * weight[oc, ky, kx, ic];
    }

The scatter is read as a gather: output (oy, ox) receives, from window
position (ky, kx, ic), the input at iy = (oy - out_pad_top - ky) / stride_y
when that is an integer in [0, IH) (and x alike); other positions add
nothing (modelled as adding -0.0, exact: `padded_dot`'s "skipped").  For a
fixed output the loop nest visits iy ascending, i.e. ky descending, then
kx descending, then ic: the sum runs over the *reversed* kernel in
(ky, kx, ic) order, starting from the bias (`acc` is the bias when the
first product is added).  As for the other convolutions (`biased_dot`),
the specification bounds the dot product's error, not its order, so the
bias may also be added last: one choice of the source per function
(`bias_first`, printed as an assumption).  No `tosa_extra_multiplies()`:
the pseudocode never multiplies a position that does not exist.

ERROR_IF is UB (a violated static one makes the op UB on every input).
N, IH, IW and BC may be dynamic (OH and OW are computed from them; the
window is static); dynamic weight extents and integer or quantized
operands are unsupported (integer accumulation overflow is
UB, not modelled here).
"""

from __future__ import annotations

import z3

from tvmlir.ir.compat.tosa import ints_attr
from tvmlir.semantics import index as ix
from tvmlir.semantics import reductions
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, ite
from tvmlir.semantics.memo import memo
from tvmlir.semantics.tosa_accumulate import _static, bias_first, conv_float_format, spec_fp_sum
from tvmlir.semantics.values import Tensor


def _transpose_conv2d(interp, op):
    inp, weight, bias = (interp.tensor(v) for v in op.operands)
    ((oc, kh, kw, ic),) = _static(op, weight)
    if bias.rank != 1:
        raise Unsupported(op, f"a rank-{bias.rank} bias")
    bc = bias.dims[0]
    fmt = conv_float_format(interp, op, inp, weight, bias, "transpose convolutions")
    elem = op.results[0].type.get_element_type()
    if inp.rank != 4:
        raise Unsupported(op, f"a rank-{inp.rank} input")
    pad, stride, out_shape = ints_attr(op, "out_pad"), ints_attr(op, "stride"), ints_attr(op, "out_shape")
    if len(pad) != 4 or len(stride) != 2 or len(out_shape) != 4:
        raise Unsupported(op, "out_pad, stride or out_shape of the wrong length")
    n, ih, iw, ic_in = inp.dims
    # Static ERROR_IFs: UB on every input.
    violated = any(p <= -k for p, k in zip(pad, (kh, kh, kw, kw))) or any(s < 1 for s in stride)
    if violated:
        interp.ub(z3.BoolVal(True))
    bias_one = z3.simplify(ix.eq(bc, ix.bv(1)))
    interp.ub(z3.simplify(z3.Not(z3.Or(bias_one, ix.eq(bc, ix.bv(oc))))))  # ERROR_IF(BC != OC && BC != 1)
    interp.ub(z3.Not(ix.eq(ic_in, ix.bv(ic))))  # the channels of input and weight
    # OH = (IH - 1) * stride_y + pad_top + pad_bottom + KH (signed: an empty input may give a
    # negative extent, an ERROR_IF then).
    computed = [n]
    for extent, s, p0, p1, k in ((ih, stride[0], pad[0], pad[1], kh), (iw, stride[1], pad[2], pad[3], kw)):
        e = (extent - 1) * max(s, 1) + (p0 + p1 + k)
        interp.ub(e < 0)
        computed.append(z3.simplify(e))
    computed.append(ix.bv(oc))
    # ERROR_IF(OH != ...): the result type's static extents, and MLIR 19's
    # out_shape where not -1, must be the computed ones (UB otherwise; a
    # static mismatch makes the op UB on every input: Dialect/Tosa/
    # tosa-infer-shapes.mlir's @transpose_conv2d_padded declares 10x13 where
    # the pseudocode and mlir-opt-19's own shape inference give 12x14).
    dims = []
    for k, s in enumerate(op.results[0].type.get_shape()):
        for known in (s, out_shape[k]):
            if known >= 0:
                interp.ub(z3.simplify(z3.Not(ix.eq(computed[k], ix.bv(known)))))
        dims.append(ix.bv(s) if s >= 0 else computed[k])
    for t in (inp, weight, bias):
        interp.read_all(t)
    if violated:
        return [Tensor(elem, inp.sort, dims, index_fn=lambda J: interp.sem.fp.constant(0.0, fmt))]
    red = [ix.bv(kh), ix.bv(kw), ix.bv(ic)]
    fp = interp.sem.fp
    neg_zero = fp.constant(-0.0, fmt)

    def source_row(o, rk, s, p0, k_extent, i_extent):
        """The input row feeding output row `o` from reversed kernel row `rk`
        (kernel row k = K-1-rk), and whether it exists."""
        t = z3.simplify(o - ix.bv(p0 + k_extent - 1) + rk)  # o - p0 - (K-1-rk), signed
        if s == 1:
            return t, z3.simplify(and_(t >= 0, t < i_extent))
        q = z3.UDiv(t, ix.bv(s))
        return z3.simplify(q), z3.simplify(and_(t >= 0, z3.URem(t, ix.bv(s)) == 0, q < i_extent))

    def value(J):
        def term(r):
            rky, rkx, c = ix.unflatten(r, red)
            y, in_y = source_row(J[1], rky, stride[0], pad[0], kh, ih)
            x, in_x = source_row(J[2], rkx, stride[1], pad[2], kw, iw)
            inside = z3.simplify(and_(in_y, in_x))
            if z3.is_false(inside):
                return neg_zero
            ky, kx = ix.sub(ix.bv(kh - 1), rky), ix.sub(ix.bv(kw - 1), rkx)
            p = fp.mul(inp.elem_get([J[0], y, x, c]), weight.elem_get([J[3], ky, kx, c]), fmt)
            return p if z3.is_true(inside) else ite(inside, p, neg_zero)

        b = bias.elem_get([z3.simplify(ite(bias_one, ix.bv(0), J[3]))])
        count = ix.bv(kh * kw * ic)
        last = fp.add(spec_fp_sum(interp, fmt, term, count), b, fmt)
        interp.ctx.assume("a TOSA float convolution or fully_connected may add its bias first or last (the "
                          "specification bounds the dot product's error, not the order of its additions)")  # fmt: skip
        first = reductions.fp_sum(interp.ctx, fmt, term, count, b, interp.names)
        return ite(bias_first(interp), first, last)

    return [Tensor(elem, inp.sort, dims, index_fn=memo(value))]


TOSA_TRANSPOSE_CONV = {"tosa.transpose_conv2d": _transpose_conv2d}
