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
from tvmlir.semantics.encoding import any_poison, result_format
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
    "vector.fma": float_op("fma"),  # lane-wise math.fma (semantics/vector.py)
    "math.absi": _int_unary(_absi),
    "math.ctpop": _int_unary(_ctpop),
    "math.ctlz": _int_unary(_ctlz),
    "math.cttz": _int_unary(_cttz),
    **{f"math.{fn}": _function(fn) for fn in UNARY_FUNCTIONS},
}
