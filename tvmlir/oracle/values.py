"""Concrete values of the execution oracle, and how runs go wrong.

Floats are Python floats holding exactly the value of their MLIR type:
every f32 result is rounded to binary32 (`round_to`), so f32 arithmetic is
IEEE-exact (an f64 add/sub/mul/div/sqrt of two f32 values, rounded once to
f32, is the correctly rounded f32 result: 53 >= 2 * 24 + 2 bits).  The spec
and the lowered code run through the same functions, so even a math
function (exp) that is not correctly rounded gives both sides the same
value for the same operand.

`UNDEF` is the content of a cell nothing wrote (`memref.alloc`,
`tensor.empty`): arithmetic on it gives `UNDEF`, storing it stores it, and
using it as an index, a bound or a branch condition is undefined behaviour
(`UndefinedBehaviour`).  Whether a run *differs* from the spec is decided
on the outputs: an `UNDEF` output cell differs from a defined spec element.
"""

from __future__ import annotations

import math
import struct

from xdsl.dialects.builtin import Float16Type, Float32Type, Float64Type, IndexType, IntegerType
from xdsl.ir import Attribute, Operation

from tvmlir.ir.diagnostics import format_op_location


class _Undef:
    """The value of a cell nothing defined (a singleton)."""

    _instance: _Undef | None = None

    def __new__(cls) -> _Undef:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "undef"


UNDEF = _Undef()


class OracleError(Exception):
    """Why a run has no single result; `kind` is what the report prints."""

    kind = "error"

    def __init__(self, op: Operation | None, message: str):
        super().__init__(message)
        self.op = op
        self.message = message

    def describe(self) -> str:
        where = f" at {op_location(self.op)}" if self.op is not None else ""
        return f"{self.kind}: {self.message}{where}"


class UndefinedBehaviour(OracleError):
    """The run did something MLIR leaves undefined (out-of-bounds access, an
    undefined index or branch, a barrier not reached by every thread)."""

    kind = "undefined behaviour"


class Race(OracleError):
    """Two unordered accesses to one cell, at least one a write of another
    value: the result depends on the schedule."""

    kind = "execution nondeterministic: race"


class CannotRun(OracleError):
    """An op or type the oracle has no semantics for: nothing is concluded."""

    kind = "cannot run"


def op_location(op: Operation) -> str:
    return f"{op.name} at {format_op_location(op)}"


def float_width(t: Attribute) -> int | None:
    if isinstance(t, Float16Type):
        return 16
    if isinstance(t, Float32Type):
        return 32
    if isinstance(t, Float64Type):
        return 64
    return None


def is_float(t: Attribute) -> bool:
    return float_width(t) is not None


def is_integer(t: Attribute) -> bool:
    return isinstance(t, IntegerType | IndexType)


def int_width(t: Attribute) -> int:
    if isinstance(t, IndexType):
        return 64
    assert isinstance(t, IntegerType)
    return t.width.data


def round_to(x: float, width: int) -> float:
    """`x` rounded to nearest-even in the float format of `width` bits."""
    if width == 64 or math.isnan(x) or math.isinf(x):
        return x
    fmt = "<e" if width == 16 else "<f"
    try:
        return struct.unpack(fmt, struct.pack(fmt, x))[0]
    except OverflowError:  # rounds to infinity (C's cast did, struct refuses)
        return math.copysign(math.inf, x)


def wrap_signed(x: int, width: int) -> int:
    """`x` modulo 2^width, as a signed number (integers and indices)."""
    x &= (1 << width) - 1
    return x - (1 << width) if x >> (width - 1) else x


def same(a: object, b: object) -> bool:
    """Value equality of the comparison: +0.0 and -0.0 differ, every NaN is
    one value (as in `--verify`'s `same`), `UNDEF` equals only itself."""
    if a is UNDEF or b is UNDEF:
        return a is b
    if isinstance(a, float) and isinstance(b, float):
        if math.isnan(a) or math.isnan(b):
            return math.isnan(a) and math.isnan(b)
        return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)
    return a == b


def show(v: object) -> str:
    if isinstance(v, float):
        if math.isnan(v):
            return "NaN"
        if v == 0.0:
            return "-0.0" if math.copysign(1.0, v) < 0 else "0.0"
        return repr(v)
    return repr(v)
