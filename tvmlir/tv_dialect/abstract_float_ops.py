"""Scalar abstract floating-point ops (mlir-tv CAV'22, section 4.1).

Each op documents its abstraction: which parts are exact (comparisons,
`abs`, `neg`: the `sign | magnitude` representation supports them natively),
which are uninterpreted functions (UFs), and which special values are
pinned by `ite` so that the UF cannot contradict IEEE-754 on them.  The
abstraction over-approximates IEEE-754: a transformation proved correct for
every interpretation of the UFs is correct for IEEE floats (and for the
"unsafe" float models ML compilers want, where e.g. reassociation is
allowed through the reduction ops).

Special values modelled by every arithmetic UF: NaN, +-0, +-1, +-inf and
+-fmax (the largest finite value).  The semantics lives in
`tvmlir/semantics/`; these docstrings are the contract it implements.
"""

from __future__ import annotations

from enum import auto
from typing import ClassVar

from xdsl.dialects.builtin import FloatAttr, i1
from xdsl.utils.str_enum import StrEnum
from xdsl.ir import SSAValue
from xdsl.irdl import (
    IRDLOperation,
    VarConstraint,
    base,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import SpacedOpaqueSyntaxAttribute
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.exceptions import VerifyException

from tvmlir.tv_dialect.abstract_float import AbstractFloatType


class _BinaryAbstractFloatOp(IRDLOperation):
    """Shared shape of the binary ops: `tv.fop %a, %b : !tv.afloat<F>`."""

    T: ClassVar = VarConstraint("T", base(AbstractFloatType))
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)"

    def __init__(self, lhs: SSAValue, rhs: SSAValue):
        super().__init__(operands=[lhs, rhs], result_types=[lhs.type])


class _UnaryAbstractFloatOp(IRDLOperation):
    T: ClassVar = VarConstraint("T", base(AbstractFloatType))
    operand = operand_def(T)
    result = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "$operand attr-dict `:` type($result)"

    def __init__(self, operand: SSAValue):
        super().__init__(operands=[operand], result_types=[operand.type])


@irdl_op_definition
class AddOp(_BinaryAbstractFloatOp):
    """Abstract addition.

    Encoding: `ite(x is NaN or y is NaN, NaN, <specials>, add'(x,y) & add'(y,x))`
    with a fresh UF `add'`: the bitwise-and of both argument orders is
    commutative by construction and covers every commutative function,
    without a quantifier.  Pinned special values: NaN operands; `inf + -inf`
    is NaN, `inf + finite` is inf; `x + -0.0 = x` for every x, `x + +0.0 = x`
    except that `-0.0 + +0.0 = +0.0` (signed zero is modelled, so the fold
    `x + 0.0 -> x` is rejected); `x + -x = +0.0` for finite x (round to
    nearest even).  A sum of other non-zero finite values has the sign of
    the operand with the larger magnitude and is never NaN nor zero (all
    IEEE-true: an exact non-zero sum of two floats does not round to zero;
    the sign lets `extf 3.0 + -3.0` fold to 0.0, the non-zero lets a sum
    started at +0.0 be known not to be -0.0).  Not associative:
    reassociation is only admitted through `tv.fsum`.
    """

    name = "tv.fadd"


@irdl_op_definition
class SubOp(_BinaryAbstractFloatOp):
    """Abstract subtraction, defined as `x + (-y)` with the `tv.fadd` UF, as
    in mlir-tv: IEEE subtraction is exactly addition of the negation, so no
    new UF (and no new unseen value) is introduced."""

    name = "tv.fsub"


@irdl_op_definition
class MulOp(_BinaryAbstractFloatOp):
    """Abstract multiplication: commutative UF (`mul'(x,y) & mul'(y,x)`).

    Pinned: NaN operands; `x * +-1 = +-x`; `0 * inf` is NaN; `inf * y` is inf
    with the xor of the signs for non-zero y; `+-0 * finite` is a zero with
    the xor of the signs.  Otherwise the sign is the xor of the signs and
    the UF, applied to the magnitudes, never gives NaN (so `|x| * |y| =
    |x * y|` holds).
    """

    name = "tv.fmul"


@irdl_op_definition
class DivOp(_BinaryAbstractFloatOp):
    """Abstract division: its own UF, not commutative and not `x * (1/y)`
    (the two differ on subnormals).

    Pinned: NaN operands; `x / +-1 = +-x`; `0/0` and `inf/inf` are NaN;
    finite non-zero `/ 0` is inf, `finite / inf` is zero (signs xor-ed);
    `x / +-x = +-1` for finite non-zero x (IEEE-exact).  Otherwise the sign
    is the xor of the signs and the UF of the magnitudes never gives NaN.
    """

    name = "tv.fdiv"


@irdl_op_definition
class PowOp(_BinaryAbstractFloatOp):
    """Abstract power `x ** y` (math.powf): a plain UF.

    Pinned: `x ** +-0 = 1` for every x (NaN included), `1 ** y = 1` for
    every y (NaN included; C99 and IEEE 754 pow, what libm's pow does),
    `x ** 1 = x`, and NaN for a NaN base with non-zero exponent or a NaN
    exponent with base != 1.
    """

    name = "tv.fpow"


@irdl_op_definition
class NegOp(_UnaryAbstractFloatOp):
    """Negation: exact, flips the sign bit (so `-(+0.0) = -0.0`, `-NaN` is the
    other-signed NaN, which compares unordered like any NaN)."""

    name = "tv.fneg"


@irdl_op_definition
class AbsOp(_UnaryAbstractFloatOp):
    """Absolute value: exact, clears the sign bit."""

    name = "tv.fabs"


class FCmpPredicate(StrEnum):
    """The predicates of `arith.cmpf`, with the same names and meaning."""

    FALSE = "false"
    OEQ = auto()
    OGT = auto()
    OGE = auto()
    OLT = auto()
    OLE = auto()
    ONE = auto()
    ORD = auto()
    UEQ = auto()
    UGT = auto()
    UGE = auto()
    ULT = auto()
    ULE = auto()
    UNE = auto()
    UNO = auto()
    TRUE = "true"


@irdl_attr_definition
class FCmpPredicateAttr(EnumAttribute[FCmpPredicate], SpacedOpaqueSyntaxAttribute):
    name = "tv.fcmp_predicate"


@irdl_op_definition
class CmpOp(IRDLOperation):
    """Comparison: exact.  Finite values compare by sign and magnitude,
    `+0.0 == -0.0`, NaN is unordered with everything (itself included); the
    `o*` predicates are false and the `u*` true when an operand is NaN.

    Example: `%b = tv.fcmp olt, %x, %y : !tv.afloat<f32>`
    """

    name = "tv.fcmp"

    T: ClassVar = VarConstraint("T", base(AbstractFloatType))
    predicate = prop_def(FCmpPredicateAttr)
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(i1)

    traits = traits_def(Pure())
    assembly_format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"

    def __init__(self, predicate: FCmpPredicate, lhs: SSAValue, rhs: SSAValue):
        super().__init__(
            operands=[lhs, rhs],
            result_types=[i1],
            properties={"predicate": FCmpPredicateAttr(predicate)},
        )


@irdl_op_definition
class CastOp(IRDLOperation):
    """Conversion between abstract formats (arith.extf / arith.truncf).

    The magnitude bits split into limit | truncated | precision bits.  A
    narrowing cast yields NaN for NaN, +-inf when the limit bits are
    non-zero, the truncated bits when the precision bits are zero (exact),
    and otherwise one of the two neighbours, chosen by a UF returning a
    boolean (the rounding direction).  Widening copies the magnitude into
    the truncated bits and zeroes the rest, so `extf` then `truncf` is the
    identity.  This holds between formats of the query's cast chain (f16 or
    bf16 < f32 < f64, the formats in use; `semantics/fp/abstract_layout.py`);
    a cast leaving the chain is a UF that only keeps the sign, zeros, 1.0,
    infinities and NaN.

    Example: `%h = tv.fcast %x : !tv.afloat<f32> to !tv.afloat<f16>`
    """

    name = "tv.fcast"

    input = operand_def(AbstractFloatType)
    result = result_def(AbstractFloatType)

    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, input: SSAValue, result_type: AbstractFloatType):
        super().__init__(operands=[input], result_types=[result_type])

    def verify_(self) -> None:
        assert isinstance(self.input.type, AbstractFloatType)
        assert isinstance(self.result.type, AbstractFloatType)
        if self.input.type == self.result.type:
            raise VerifyException(
                f"cast from {self.input.type} to itself; use the value directly"
            )


@irdl_op_definition
class ConstantOp(IRDLOperation):
    """An abstract FP constant.

    Distinct constants are distinct bit-vector variables constrained to keep
    the order of their absolute values (so `2.0 > 1.0` stays provable) and
    their signs; the special values (+-0, +-1, +-inf, NaN, +-fmax) have fixed
    encodings.  A constant's place in narrower formats is known exactly
    (representable, overflowing, or between two neighbours with a known
    rounding direction), so casts of constants fold: `truncf 3.0000002 :
    f64` is the f32 constant 3.00000024.  The value is kept exactly, as a
    float attribute of the concrete format: `--fp=ieee` encodes it
    precisely.

    Example: `%c = tv.constant 1.500000e+00 : f32` has type `!tv.afloat<f32>`.
    """

    name = "tv.constant"

    value = prop_def(FloatAttr)
    result = result_def(AbstractFloatType)

    traits = traits_def(Pure(), ConstantLike())

    def __init__(self, value: FloatAttr):
        super().__init__(
            result_types=[AbstractFloatType(value.type)],
            properties={"value": value},
        )

    def verify_(self) -> None:
        assert isinstance(self.result.type, AbstractFloatType)
        if self.result.type.format != self.value.type:
            raise VerifyException(
                f"result type {self.result.type} does not abstract the "
                f"constant's type {self.value.type}"
            )

    @classmethod
    def parse(cls, parser: Parser) -> ConstantOp:
        attrs = parser.parse_optional_attr_dict()
        pos = parser.pos
        value = parser.parse_attribute()
        if not isinstance(value, FloatAttr):
            parser.raise_error(
                "expected a float literal with its type, e.g. `1.0 : f32`",
                pos,
                parser.pos,
            )
        op = cls(value)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        printer.print_attribute(self.value)


__all__ = [
    "AbsOp",
    "AddOp",
    "CastOp",
    "CmpOp",
    "ConstantOp",
    "DivOp",
    "FCmpPredicate",
    "FCmpPredicateAttr",
    "MulOp",
    "NegOp",
    "PowOp",
    "SubOp",
]
