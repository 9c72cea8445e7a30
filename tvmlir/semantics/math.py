"""`math` ops as z3 terms: the table `MATH` (op name -> encoder).

`absf` and `copysign` are exact.  Every other float function goes to the
`FPModel`: under `AbstractFP` an uninterpreted function per function and
format, with the special values of `fp.math_pins`; under `IEEEFP` exact
where FPA can be (`sqrt`, the roundings to integers), a UF otherwise.  Each
application yields an FP value the bit width must make room for, which
`semantics.counting` counts.  `fma` is its own UF (see `FPModel.fma`), not
`mulf` then `addf`: those round twice, and equating the two would be
unsound.  Integer bit counting (`ctlz`, `cttz`, `ctpop`) and `absi` are
exact.
"""

from __future__ import annotations

import z3

from tvmlir.semantics.arith import fastmath, float_op
from tvmlir.semantics.encoding import Unsupported, any_poison, result_format
from tvmlir.semantics.fp.terms import ite

UNARY_FUNCTIONS = (
    "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "rsqrt",
    "tanh", "sin", "cos", "tan", "atan", "asin", "acos", "sinh", "cosh",
    "asinh", "acosh", "atanh", "erf", "cbrt", "floor", "ceil", "trunc",
    "round", "roundeven",
)  # fmt: skip


def _function(fn):
    def encode(sem, op, args, poison):
        fmt = result_format(op)
        r = sem.fp.math_function(fn, args[0], fmt)
        return fastmath(sem, op, fmt, args, r, any_poison(*poison), fn)

    return encode


def _fpowi(sem, op, args, poison):
    """`math.fpowi x, n` with a constant exponent (what Torch-MLIR emits for
    `x.pow(2)`).  MLIR leaves its rounding open (lowerings multiply by
    repeated squaring), so only the exponents whose value every lowering
    gets exactly are exact: `x^0 = 1` (NaN included, as LLVM's powi),
    `x^1 = x`, `x^2 = x * x` (one rounding either way), `x^-1 = 1 / x`.
    Any other constant exponent is a function of `x` of its own (an
    uninterpreted function per exponent, which the abstract width counts),
    so a spec and a lowering that both keep the op agree, and one that
    expands it is not proved.  A variable exponent is unsupported."""
    fmt = result_format(op)
    x, n = args
    n = z3.simplify(n)
    if not z3.is_bv_value(n):
        raise Unsupported(op, "math.fpowi with an exponent that is not a constant")
    k = n.as_signed_long()
    if k == 0:
        r = sem.fp.constant(1.0, fmt)
    elif k == 1:
        r = x
    elif k == 2:
        r = sem.fp.mul(x, x, fmt)
    elif k == -1:
        r = sem.fp.div(sem.fp.constant(1.0, fmt), x, fmt)
    else:
        r = sem.fp.math_function(f"powi{k}" if k > 0 else f"powi_m{-k}", x, fmt)
    return fastmath(sem, op, fmt, [x], r, any_poison(*poison), f"powi{k}")


def _ipowi(sem, op, args, poison):
    """`math.ipowi b, e` with a constant exponent 0 <= e <= 16: the product
    of `e` copies of `b`, wrapping (MLIR's expansion multiplies); other
    exponents (negative ones divide) are unsupported."""
    b, e = args
    e = z3.simplify(e)
    if not z3.is_bv_value(e) or not 0 <= e.as_signed_long() <= 16:
        raise Unsupported(op, "math.ipowi with an exponent that is not a constant in 0..16")
    r = z3.BitVecVal(1, b.size())
    for _ in range(e.as_signed_long()):
        r = r * b
    return [z3.simplify(r) if e.as_signed_long() == 0 else r], [any_poison(*poison)], None


def _int_unary(fn):
    def encode(sem, op, args, poison):
        return [fn(args[0])], [any_poison(*poison)], None

    return encode


def _absi(a):
    return ite(a < 0, -a, a)


def _ctpop(a):
    w = a.size()
    return z3.Sum([z3.ZeroExt(w - 1, z3.Extract(i, i, a)) for i in range(w)])


def _ctlz(a):
    w = a.size()
    r = z3.BitVecVal(w, w)
    for i in range(w):  # the highest set bit is applied last, so it wins
        r = ite(z3.Extract(i, i, a) == 1, z3.BitVecVal(w - 1 - i, w), r)
    return r


def _cttz(a):
    w = a.size()
    r = z3.BitVecVal(w, w)
    for i in reversed(range(w)):  # the lowest set bit wins
        r = ite(z3.Extract(i, i, a) == 1, z3.BitVecVal(i, w), r)
    return r


MATH = {
    "math.absf": float_op("abs"),
    "math.copysign": float_op("copysign"),
    "math.powf": float_op("pow"),
    "math.fma": float_op("fma"),
    "math.fpowi": _fpowi,
    "math.ipowi": _ipowi,
    "vector.fma": float_op("fma"),  # lane-wise math.fma (semantics/vector.py)
    "math.absi": _int_unary(_absi),
    "math.ctpop": _int_unary(_ctpop),
    "math.ctlz": _int_unary(_ctlz),
    "math.cttz": _int_unary(_cttz),
    **{f"math.{fn}": _function(fn) for fn in UNARY_FUNCTIONS},
}
