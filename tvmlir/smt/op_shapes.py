"""Base classes for the op shapes that recur across the SMT theories.

Bit-vector, floating-point and comparison ops come in a few shapes that
differ only in the sort they take (`(bvsub a b)` and `(fp.rem a b)` are the
same shape over `!smt.bv<N>` and `!smtx.fp<E, S>`).  Each function here
makes the IRDL base class of one shape for one sort constraint, so that an
op is its name, docstring and base.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.smt import BoolType
from xdsl.irdl import (
    AttrConstraint,
    IRDLOperation,
    VarConstraint,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.traits import Pure


def same_sort_binary(sort: AttrConstraint) -> type[IRDLOperation]:
    """`op %a, %b : T` with `%a`, `%b` and the result of one sort `T`."""

    class SameSortBinary(IRDLOperation):
        T: ClassVar = VarConstraint("T", sort)
        lhs = operand_def(T)
        rhs = operand_def(T)
        result = result_def(T)

        traits = traits_def(Pure())
        assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)"

        def __init__(self, lhs: SSAValue, rhs: SSAValue):
            super().__init__(operands=[lhs, rhs], result_types=[lhs.type])

    return SameSortBinary


def same_sort_unary(sort: AttrConstraint) -> type[IRDLOperation]:
    """`op %a : T` with `%a` and the result of one sort `T`."""

    class SameSortUnary(IRDLOperation):
        T: ClassVar = VarConstraint("T", sort)
        input = operand_def(T)
        result = result_def(T)

        traits = traits_def(Pure())
        assembly_format = "$input attr-dict `:` type($result)"

        def __init__(self, input: SSAValue):
            super().__init__(operands=[input], result_types=[input.type])

    return SameSortUnary


def predicate_compare(
    predicate: type[Attribute], sort: AttrConstraint
) -> type[IRDLOperation]:
    """`op <pred> %a, %b : T`: a Boolean comparison named by an enum
    attribute (`smt.bv.cmp slt`, `smtx.fp.cmp lt`)."""

    class PredicateCompare(IRDLOperation):
        T: ClassVar = VarConstraint("T", sort)
        pred = prop_def(predicate)
        lhs = operand_def(T)
        rhs = operand_def(T)
        result = result_def(BoolType)

        traits = traits_def(Pure())
        assembly_format = "$pred $lhs `,` $rhs attr-dict `:` type($lhs)"

        def __init__(self, pred: object, lhs: SSAValue, rhs: SSAValue):
            super().__init__(
                operands=[lhs, rhs],
                result_types=[BoolType()],
                properties={"pred": predicate(pred)},  # type: ignore[call-arg]
            )

    return PredicateCompare
