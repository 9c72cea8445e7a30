"""`arith` and `math` ops on concrete values, dispatched by op name.

By name rather than by op class: tvmlir's context swaps its own classes in
for several `arith` ops (`tvmlir.ir.compat`), and mlir-opt's generic output
may reach the oracle as ops of either class; the name is what MLIR defines
the semantics of.  Integers and indices are Python ints kept in signed
two's complement of their width (index: 64 bits; an i1 "true" may be 1 or
-1, only its truth is read).  Fast-math flags, `nsw`/`nuw` poison and rounding modes are not
modelled: the programs the oracle runs carry none that matter, and an op
the table lacks stops the run (`CannotRun`), it is never skipped.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from xdsl.ir import Operation

from tvmlir.ir.attrs import op_attr
from tvmlir.oracle.values import (
    UNDEF,
    CannotRun,
    UndefinedBehaviour,
    float_width,
    int_width,
    is_float,
    round_to,
    wrap_signed,
)

ScalarFn = Callable[[Operation, tuple], tuple]


def _result_width(op: Operation) -> int:
    w = float_width(op.results[0].type)
    if w is None:
        raise CannotRun(op, f"float type {op.results[0].type} is not modelled")
    return w


def _float_binary(f: Callable[[float, float], float]) -> ScalarFn:
    def run(op: Operation, args: tuple) -> tuple:
        a, b = args
        if a is UNDEF or b is UNDEF:
            return (UNDEF,)
        try:
            r = f(a, b)
        except ZeroDivisionError:
            r = _ieee_div(a, b)
        return (round_to(r, _result_width(op)),)

    return run


def _ieee_div(a: float, b: float) -> float:
    if math.isnan(a) or math.isnan(b) or a == 0.0:
        return math.nan
    return math.copysign(math.inf, a) * math.copysign(1.0, b)


def _float_unary(f: Callable[[float], float]) -> ScalarFn:
    def run(op: Operation, args: tuple) -> tuple:
        (a,) = args
        if a is UNDEF:
            return (UNDEF,)
        try:
            r = f(a)
        except OverflowError:
            r = math.inf
        except ValueError:
            r = math.nan
        return (round_to(r, _result_width(op)),)

    return run


def _exp(x: float) -> float:
    if math.isnan(x):
        return x
    return math.exp(x)


def _maximumf(a: float, b: float) -> float:
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0.0:
        return a if math.copysign(1.0, a) > 0 else b
    return max(a, b)


def _minimumf(a: float, b: float) -> float:
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0.0:
        return a if math.copysign(1.0, a) < 0 else b
    return min(a, b)


def _ignoring_nan(f: Callable[[float, float], float]) -> Callable[[float, float], float]:
    """maxnumf/minnumf: a NaN operand gives the other operand."""

    def g(a: float, b: float) -> float:
        if math.isnan(a):
            return b
        if math.isnan(b):
            return a
        return f(a, b)

    return g


def _int_binary(f: Callable[[int, int], int], *, unsigned: bool = False) -> ScalarFn:
    def run(op: Operation, args: tuple) -> tuple:
        a, b = args
        if a is UNDEF or b is UNDEF:
            return (UNDEF,)
        w = int_width(op.results[0].type)
        if unsigned:
            a, b = a & ((1 << w) - 1), b & ((1 << w) - 1)
        return (wrap_signed(f(a, b), w),)

    return run


def _div_trunc(a: int, b: int) -> int:
    if b == 0:
        raise ZeroDivisionError
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _guarded(f: Callable[[int, int], int]) -> Callable[[int, int], int]:
    def g(a: int, b: int) -> int:
        if b == 0:
            raise UndefinedBehaviour(None, "integer division by zero")
        return f(a, b)

    return g


def _ceildiv(a: int, b: int) -> int:
    return -((-a) // b)


INT_PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
FLOAT_PREDICATES = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
]


def predicate_name(op: Operation, names: list[str]) -> str:
    from xdsl.dialects.builtin import IntegerAttr, StringAttr

    attr = op_attr(op, "predicate")
    if isinstance(attr, IntegerAttr):
        return names[attr.value.data]
    if isinstance(attr, StringAttr):
        return attr.data
    raise CannotRun(op, "comparison without a predicate")


def _cmpi(op: Operation, args: tuple) -> tuple:
    a, b = args
    if a is UNDEF or b is UNDEF:
        return (UNDEF,)
    p = predicate_name(op, INT_PREDICATES)
    if p[0] == "u":
        w = int_width(op.operands[0].type)
        a, b = a & ((1 << w) - 1), b & ((1 << w) - 1)
    r = {
        "eq": a == b, "ne": a != b,
        "slt": a < b, "sle": a <= b, "sgt": a > b, "sge": a >= b,
        "ult": a < b, "ule": a <= b, "ugt": a > b, "uge": a >= b,
    }[p]
    return (int(r),)


def _cmpf(op: Operation, args: tuple) -> tuple:
    a, b = args
    if a is UNDEF or b is UNDEF:
        return (UNDEF,)
    p = predicate_name(op, FLOAT_PREDICATES)
    unordered = math.isnan(a) or math.isnan(b)
    if p in ("false", "true"):
        return (int(p == "true"),)
    if p == "ord":
        return (int(not unordered),)
    if p == "uno":
        return (int(unordered),)
    rel = {"eq": a == b, "gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b, "ne": a != b}[p[1:]]
    return (int(rel or unordered) if p[0] == "u" else int(rel and not unordered),)


def _select(op: Operation, args: tuple) -> tuple:
    c, a, b = args
    if c is UNDEF:
        raise UndefinedBehaviour(op, "select on an undefined condition")
    return (a if c else b,)


def _cast_int(op: Operation, args: tuple) -> tuple:
    (a,) = args
    if a is UNDEF:
        return (UNDEF,)
    return (wrap_signed(a, int_width(op.results[0].type)),)


def _sitofp(op: Operation, args: tuple) -> tuple:
    (a,) = args
    return (UNDEF,) if a is UNDEF else (round_to(float(a), _result_width(op)),)


def _fcast(op: Operation, args: tuple) -> tuple:
    (a,) = args
    return (UNDEF,) if a is UNDEF else (round_to(a, _result_width(op)),)


def _negf(op: Operation, args: tuple) -> tuple:
    (a,) = args
    return (UNDEF,) if a is UNDEF else (-a,)


def _absf(op: Operation, args: tuple) -> tuple:
    (a,) = args
    return (UNDEF,) if a is UNDEF else (math.fabs(a),)


def _fpowi(op: Operation, args: tuple) -> tuple:
    """`math.fpowi`: x to an integer power, computed in double and rounded
    once (the order of the multiplications is the target's, as for LLVM's
    `powi`; a run compares values, the proof decides)."""
    a, n = args
    if a is UNDEF or n is UNDEF:
        return (UNDEF,)
    try:
        r = math.pow(a, n)
    except OverflowError:
        r = math.copysign(math.inf, a) if n % 2 else math.inf
    except (ValueError, ZeroDivisionError):
        r = math.copysign(math.inf, a) if n % 2 else math.inf  # 0 to a negative power
    return (round_to(r, _result_width(op)),)


SCALAR_OPS: dict[str, ScalarFn] = {
    "arith.addf": _float_binary(lambda a, b: a + b),
    "arith.subf": _float_binary(lambda a, b: a - b),
    "arith.mulf": _float_binary(lambda a, b: a * b),
    "arith.divf": _float_binary(lambda a, b: a / b),
    "arith.maximumf": _float_binary(_maximumf),
    "arith.minimumf": _float_binary(_minimumf),
    "arith.maxnumf": _float_binary(_ignoring_nan(_maximumf)),
    "arith.minnumf": _float_binary(_ignoring_nan(_minimumf)),
    "arith.negf": _negf,
    "math.absf": _absf,
    "math.fpowi": _fpowi,
    "math.exp": _float_unary(_exp),
    "math.sqrt": _float_unary(math.sqrt),
    "math.log": _float_unary(math.log),
    "math.tanh": _float_unary(math.tanh),
    "math.erf": _float_unary(math.erf),
    "math.sin": _float_unary(math.sin),
    "math.cos": _float_unary(math.cos),
    "math.rsqrt": _float_unary(lambda x: 1.0 / math.sqrt(x) if x != 0.0 else math.copysign(math.inf, x)),
    "math.exp2": _float_unary(lambda x: x if math.isnan(x) else 2.0**x),
    "arith.addi": _int_binary(lambda a, b: a + b),
    "arith.subi": _int_binary(lambda a, b: a - b),
    "arith.muli": _int_binary(lambda a, b: a * b),
    "arith.andi": _int_binary(lambda a, b: a & b),
    "arith.ori": _int_binary(lambda a, b: a | b),
    "arith.xori": _int_binary(lambda a, b: a ^ b),
    "arith.divsi": _int_binary(_guarded(_div_trunc)),
    "arith.divui": _int_binary(_guarded(lambda a, b: a // b), unsigned=True),
    "arith.remsi": _int_binary(_guarded(lambda a, b: a - b * _div_trunc(a, b))),
    "arith.remui": _int_binary(_guarded(lambda a, b: a % b), unsigned=True),
    "arith.floordivsi": _int_binary(_guarded(lambda a, b: a // b)),
    "arith.ceildivsi": _int_binary(_guarded(_ceildiv)),
    "arith.ceildivui": _int_binary(_guarded(_ceildiv), unsigned=True),
    "arith.minsi": _int_binary(min),
    "arith.maxsi": _int_binary(max),
    "arith.minui": _int_binary(min, unsigned=True),
    "arith.maxui": _int_binary(max, unsigned=True),
    "arith.cmpi": _cmpi,
    "arith.cmpf": _cmpf,
    "arith.select": _select,
    "arith.index_cast": _cast_int,
    "arith.index_castui": _cast_int,
    "arith.extsi": _cast_int,
    "arith.trunci": _cast_int,
    "arith.sitofp": _sitofp,
    "arith.extf": _fcast,
    "arith.truncf": _fcast,
}


def constant_value(op: Operation):
    """The Python value of a scalar `arith.constant`."""
    from xdsl.dialects.builtin import FloatAttr, IntegerAttr

    attr = op_attr(op, "value")
    t = op.results[0].type
    if isinstance(attr, FloatAttr) and is_float(t):
        return round_to(float(attr.value.data), float_width(t))
    if isinstance(attr, IntegerAttr):
        return wrap_signed(attr.value.data, int_width(t))
    raise CannotRun(op, f"constant {attr} is not a scalar the oracle models")
