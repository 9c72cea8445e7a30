"""`tv.prophesy`: the prophetic annotation of a value (Clement, thesis ch. 4-5).

    %p = tv.prophesy %v for @matmul_spec::@C [%i, %j] stage [%k] : f32
    memref.store %p, %c[%i, %j] : memref<8x4xf32>

reads: "the value stored here equals the spec tensor C at (i, j), after
reduction step k" (the thesis' extended-index SARE `R(i, j, k)`; without
`stage` it is the final value `C(i, j)`).  At run time it is the identity on
`%v`.

Why an op with SSA operands and not an attribute on the store: upstream
lowerings (linalg to loops, tiling, GPU mapping, outlining, lower-affine,
canonicalize) rewrite induction variables in *operands* but drop or ignore
attributes and affine maps.  The indices therefore stay correct through any
pipeline, as `f_A(e, t)` in the thesis (section 5.6).  Its data are
discardable attributes rather than properties because mlir-opt-19 loses the
properties of unregistered ops when it clones them (gpu outlining does).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import IndexType, SymbolRefAttr, TensorType, VectorType
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    VarConstraint,
    attr_def,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from tvmlir.tv_dialect.abstract_float import AbstractFloatType
from tvmlir.tv_dialect.spec import SpecLookupError, resolve_spec_tensor


@irdl_op_definition
class ProphesyOp(IRDLOperation):
    """Identity on `value`, claiming it equals `spec[indices]` at `stage`.

    Verified: indices and stage are `index`; the result has the operand's
    type; when the enclosing symbol table holds a `tv.spec`, the reference
    names one of its tensors, gives one index per dimension, the value has
    the tensor's element type (or its `!tv.afloat` abstraction), and the
    stage is absent or has one index per reduction dimension.
    """

    name = "tv.prophesy"

    T: ClassVar = VarConstraint("T", AnyAttr())
    value = operand_def(T)
    indices = var_operand_def(AnyAttr())
    stage = var_operand_def(AnyAttr())
    """`index`, or index vectors of the value's shape (checked in verify_)."""
    spec = attr_def(SymbolRefAttr)
    result = result_def(T)

    irdl_options = (AttrSizedOperandSegments(),)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ProphesyOp:
        """`%v for @spec::@T [%i..] (stage [%k..])? attr-dict : T`; the
        index operands are `index`, or for a vector `T` index vectors of
        its shape (one scalar prophecy per lane), so their type is never
        written."""
        value = parser.parse_unresolved_operand()
        parser.parse_keyword("for")
        spec = parser.parse_attribute()
        square = Parser.Delimiter.SQUARE
        indices = parser.parse_comma_separated_list(square, parser.parse_unresolved_operand)
        stage = []
        if parser.parse_optional_keyword("stage") is not None:
            stage = parser.parse_comma_separated_list(square, parser.parse_unresolved_operand)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        itype = index_type_for(t)
        v = parser.resolve_operand(value, t)
        idx = [parser.resolve_operand(i, itype) for i in indices]
        stg = [parser.resolve_operand(i, itype) for i in stage]
        op = cls(v, spec, idx, stg)  # type: ignore[arg-type]
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(" for ")
        printer.print_attribute(self.spec)
        printer.print_string(" [")
        printer.print_list(self.indices, printer.print_operand)
        printer.print_string("]")
        if self.stage:
            printer.print_string(" stage [")
            printer.print_list(self.stage, printer.print_operand)
            printer.print_string("]")
        printer.print_op_attributes(self.attributes, reserved_attr_names=("spec", "operandSegmentSizes"))
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def __init__(
        self,
        value: SSAValue,
        spec: SymbolRefAttr,
        indices: Sequence[SSAValue],
        stage: Sequence[SSAValue] = (),
    ):
        super().__init__(
            operands=[value, indices, stage],
            result_types=[value.type],
            attributes={"spec": spec},
        )

    def verify_(self) -> None:
        itype = index_type_for(self.value.type)
        for pos, (group, v) in enumerate(
            [("indices", v) for v in self.indices] + [("stage", v) for v in self.stage], start=1
        ):
            if v.type != itype:
                raise VerifyException(
                    f"operand '{group}' at position {pos} does not verify: Expected attribute {itype} but got {v.type}"
                )
        try:
            tensor = resolve_spec_tensor(self, self.spec)
        except SpecLookupError as e:
            raise VerifyException(str(e)) from e
        if tensor is None:
            return
        ttype = tensor.type
        assert isinstance(ttype, TensorType)
        rank = ttype.get_num_dims()
        if len(self.indices) != rank:
            raise VerifyException(
                f"{self.spec} has rank {rank} but the prophecy gives "
                f"{len(self.indices)} indices"
            )
        vtype = self.value.type
        if isinstance(vtype, VectorType):
            vtype = vtype.element_type
        if not _abstracts(vtype, ttype.element_type):
            raise VerifyException(
                f"value of type {self.value.type} cannot equal an element of "
                f"{self.spec} : {ttype}"
            )
        if self.stage and len(self.stage) != tensor.stages:
            raise VerifyException(
                f"{self.spec} has {tensor.stages} reduction stages but the "
                f"prophecy gives {len(self.stage)} stage indices"
            )


def index_type_for(t: Attribute) -> Attribute:
    """The type of a prophecy's index operands for a value of type `t`:
    `index`, or `vector<..xindex>` of the same shape for a vector (lane
    `l`'s prophecy names the element at lane `l` of each index vector)."""
    if isinstance(t, VectorType):
        return VectorType(IndexType(), t.get_shape(), t.scalable_dims)
    return IndexType()


def _abstracts(value_type: Attribute, element_type: Attribute) -> bool:
    """A stored value matches a spec element of the same type, or of the
    concrete format its abstract float stands for."""
    if value_type == element_type:
        return True
    return (
        isinstance(value_type, AbstractFloatType)
        and value_type.format == element_type
    )
