"""TOSA's accumulating ops on integers, quantized or not: the integer half
of `conv2d`, `depthwise_conv2d`, `fully_connected` and `matmul`.

Why a module of its own: the float half (`tosa_accumulate.py`) is about
rounding orders and signed zeros; integers have none of that, only the
specification's exact arithmetic with REQUIRE'd ranges.  The pseudocode
(TOSA 0.80, which MLIR 19 follows) per output element:

    out_t acc = 0;
    for each window position inside the input (padding is skipped):
        value  = apply_sub_s<out_t>(static_cast<out_t>(input),  input_zp);
        weight = apply_sub_s<out_t>(static_cast<out_t>(weight), weight_zp);
        acc = apply_add_s<out_t>(acc, apply_mul_s<out_t>(value, weight));
    acc = apply_add_s<out_t>(acc, bias);

`apply_*_s` REQUIRE their result within out_t: a step out of range is UB
(as `tosa_error_if` reads REQUIRE).  The zero points come from
`quantization_info` (`#tosa.conv_quant<input_zp = 42, weight_zp = 24>`,
`#tosa.matmul_quant<a_zp = .., b_zp = ..>`); ERROR_IF a zero point is not
0 for an operand that is not int8.  A padding position, skipped or (the
implementation-defined extra multiply) read as the input's zero point,
adds 0 either way: integers need no choice there.  The accumulator is
out_t, the result's type, of the type pairs the specification lists
(i8 x i8 -> i32, i8 x i4 -> i32, i16 x i8 -> i48; matmul i8 x i8 -> i32,
i16 x i16 -> i48); others are unsupported.  Sums are folded exactly in 64
bits (inputs of at most 16 bits, at most `MAX_FOLD` products: no 64-bit
step can wrap), so the fold needs a static reduction extent.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from itertools import product
from math import prod

import z3
from xdsl.dialects.builtin import IntegerType

from tvmlir.ir.compat.tosa import attr
from tvmlir.semantics import index as ix
from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import ite, or_
from tvmlir.semantics.memo import memo
from tvmlir.semantics.tosa_error_if import ErrorIf
from tvmlir.semantics.values import Tensor

MAX_FOLD = 64
EXPANDED_UB = 256
"""Results of at most this many (static) elements state their range UB
element by element rather than under an existential."""

CONV_TYPES = {(8, 8): 32, (8, 4): 32, (16, 8): 48}
"""(input bits, weight bits) -> out_t bits, for conv2d, depthwise_conv2d
and fully_connected."""

MATMUL_TYPES = {(8, 8): 32, (16, 16): 48}


@dataclass(frozen=True)
class IntAcc:
    """An integer accumulation: out_t's width and the two zero points."""

    width: int
    zero_points: tuple[int, int]


def zero_points(op, names: tuple[str, str]) -> tuple[int, int]:
    """The zero points `names` of `quantization_info` (0 without it)."""
    q = attr(op, "quantization_info")
    if q is None:
        return 0, 0
    text = getattr(getattr(q, "value", None), "data", None) or str(q)
    found = dict(re.findall(r"(\w+)\s*=\s*(-?\d+)", text))
    if any(n not in found for n in names):
        raise Unsupported(op, f"quantization_info {q} without {' and '.join(names)}")
    return int(found[names[0]]), int(found[names[1]])


def int_accumulator(op, first: Tensor, second: Tensor, bias: Tensor | None, table: dict,
                    names: tuple[str, str]) -> IntAcc | None:  # fmt: skip
    """The integer accumulation of `op`, or None when its result is not an
    integer (the float semantics applies)."""
    out = op.results[0].type.get_element_type()
    if not isinstance(out, IntegerType):
        return None
    types = [first.elem_type, second.elem_type, *([bias.elem_type] if bias is not None else [])]
    if not all(isinstance(t, IntegerType) for t in types):
        raise Unsupported(op, "mixed float and integer operands")
    wa, wb = first.elem_type.width.data, second.elem_type.width.data
    width = table.get((wa, wb))
    if width is None or out.width.data != width or (bias is not None and bias.elem_type.width.data != width):
        raise Unsupported(op, f"integer operands i{wa} x i{wb} with an i{out.width.data} result (not a type "
                              "combination of the TOSA specification)")  # fmt: skip
    zps = zero_points(op, names)
    for w, zp, name in ((wa, zps[0], names[0]), (wb, zps[1], names[1])):
        if w != 8 and zp != 0:
            raise ErrorIf(op, f"{name} = {zp} for an i{w} operand (only int8 operands have a zero point)")
    for t in (first, second, *([bias] if bias is not None else [])):
        if t.has_poison or t.has_uninit:
            raise Unsupported(op, "operands with poison or uninitialized elements")
    return IntAcc(width, zps)


def _outside(v: z3.BitVecRef, width: int) -> z3.BoolRef:
    lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
    return z3.Or(v < z3.BitVecVal(lo, v.size()), v > z3.BitVecVal(hi, v.size()))


def _sext(v: z3.BitVecRef, width: int) -> z3.BitVecRef:
    return v if v.size() == width else z3.SignExt(width - v.size(), v)


def int_dot(op, acc: IntAcc, a: Callable, b: Callable, n, inside: Callable | None,
            bias: z3.BitVecRef | None) -> tuple[z3.BitVecRef, z3.BoolRef]:  # fmt: skip
    """The pseudocode's sum over `n` window positions (`inside(k)`: the
    position reads the input; None: all do), plus `bias`: the result in
    out_t, and where a step leaves out_t's range (UB).

    Exact and small: the operands' widths and the zero points bound every
    product and every partial sum, so the terms are as wide as those bounds
    need (a 64-bit product is a large circuit for the solver), and the
    range REQUIREs that the bounds already meet are not stated."""
    length = ix.value(n)
    if length is None or length > MAX_FOLD:
        raise Unsupported(op, f"an integer sum over a reduction extent that is not static up to {MAX_FOLD}")
    za, zb = acc.zero_points
    first, second = a(ix.bv(0)), b(ix.bv(0))
    max_a = (1 << (first.size() - 1)) + abs(za)
    max_b = (1 << (second.size() - 1)) + abs(zb)
    max_sum = length * max_a * max_b
    limit = (1 << (acc.width - 1)) - 1
    if max(max_a, max_b, max_a * max_b) > limit:
        raise Unsupported(op, "an integer accumulation whose products may leave out_t")
    width = max(max_sum.bit_length() + 1, acc.width) + 1  # room for the bias and the range test
    product_width = (max_a * max_b).bit_length() + 1
    bad = [] if max_sum <= limit else None
    total = z3.BitVecVal(0, width)
    for k in range(length):
        c = z3.BoolVal(True) if inside is None else z3.simplify(inside(ix.bv(k)))
        if z3.is_false(c):
            continue
        va = _sext(a(ix.bv(k)), product_width) - z3.BitVecVal(za, product_width)
        vb = _sext(b(ix.bv(k)), product_width) - z3.BitVecVal(zb, product_width)
        step = total + _sext(va * vb, width)
        if bad is None:  # partial sums may leave out_t: each step REQUIREd
            bad = []
        if max_sum > limit:
            bad.append(z3.And(c, _outside(step, acc.width)))
        total = step if z3.is_true(c) else ite(c, step, total)
    bad = bad or []
    if bias is not None:
        total = total + _sext(bias, width)
        bad.append(_outside(total, acc.width))
    return z3.Extract(acc.width - 1, 0, total), or_(*bad) if bad else z3.BoolVal(False)


def int_result(interp, op, dims, value: Callable) -> Tensor:
    """The result tensor of element `J` `value(J)[0]`, with the UB of every
    element's out-of-range step (`value(J)[1]`) over the result's elements."""
    elem = op.results[0].type.get_element_type()
    static = [ix.value(d) for d in dims]
    if None not in static and prod(static) <= EXPANDED_UB:
        # Few elements: the UB as a disjunction over them, quantifier-free
        # (an existential over the element made 2-element queries time out).
        for J in product(*(range(d) for d in static)):
            overflow = z3.simplify(value([ix.bv(j) for j in J])[1])
            if not z3.is_false(overflow):
                interp.ub(overflow)
    else:
        J = [interp.names.fresh("j") for _ in dims]
        _, overflow = value(J)
        overflow = z3.simplify(overflow)
        if not z3.is_false(overflow):
            interp.ub(z3.Exists(J, z3.And(ix.in_bounds(J, dims), overflow)) if J else overflow)
    return Tensor(elem, z3.BitVecSort(elem.width.data), dims, index_fn=memo(lambda J: value(J)[0]))
