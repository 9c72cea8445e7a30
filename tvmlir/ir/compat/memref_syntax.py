"""`memref` ops in MLIR 19's custom syntax where xDSL 0.74 has only the
generic form (`atomic_rmw`, `memory_space_cast`,
`extract_aligned_pointer_as_index`, `rank`) or lacks the op (`reshape`,
`realloc`).

Why: bufferization, the memref canonicalizations and the GPU lowerings
print them in custom form; formats and operand layouts are
`MemRefOps.td`'s.  tv-check gives them no semantics (unsupported at the
op) except where `tvmlir/semantics/memref.py` says otherwise.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import memref
from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    MemRefType,
    UnrankedMemRefType,
    i64,
)
from xdsl.ir import Operation
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

ATOMIC_RMW_KINDS = (
    "addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu", "mulf", "muli", "ori",
    "andi", "maxnumf", "minnumf",
)  # fmt: skip
"""MLIR 19's `AtomicRMWKindAttr` (an i64 enum written as a keyword)."""


class AtomicRMWOp(memref.AtomicRMWOp):
    """`memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32`
    (xDSL's IRDL definition; MLIR's syntax)."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        kind = parser.parse_identifier(" (an atomic_rmw kind)")
        if kind not in ATOMIC_RMW_KINDS:
            parser.raise_error(f"unknown atomic_rmw kind '{kind}'", pos, parser.pos)
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        mem = parser.parse_unresolved_operand()
        indices = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        parser.parse_punctuation("(")
        vt = parser.parse_type()
        parser.parse_punctuation(",")
        mt = parser.parse_type()
        parser.parse_punctuation(")")
        parser.parse_punctuation("->")
        rt = parser.parse_type()
        operands = [
            parser.resolve_operand(value, vt),
            parser.resolve_operand(mem, mt),
            parser.resolve_operands(indices, [IndexType()] * len(indices), pos),
        ]
        op = cls.build(operands=operands, result_types=[rt],
                       properties={"kind": IntegerAttr(ATOMIC_RMW_KINDS.index(kind), i64)})
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        k = self.kind.value.data
        printer.print_string(f" {ATOMIC_RMW_KINDS[k] if 0 <= k < len(ATOMIC_RMW_KINDS) else k} ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        printer.print_operand(self.memref)
        printer.print_string("[")
        printer.print_list(self.indices, printer.print_operand)
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : (")
        printer.print_attribute(self.value.type)
        printer.print_string(", ")
        printer.print_attribute(self.memref.type)
        printer.print_string(") -> ")
        printer.print_attribute(self.result.type)


class _SourceToOp:
    """`$source attr-dict : type($source) to type($dest)`."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        name = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        st = parser.parse_type()
        parser.parse_keyword("to")
        dt = parser.parse_type()
        op = cls.create(operands=[parser.resolve_operand(name, st)], result_types=[dt])  # type: ignore[attr-defined]
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operands[0])  # type: ignore[attr-defined]
        printer.print_op_attributes(self.attributes)  # type: ignore[attr-defined]
        printer.print_string(" : ")
        printer.print_attribute(self.operands[0].type)  # type: ignore[attr-defined]
        printer.print_string(" to ")
        printer.print_attribute(self.results[0].type)  # type: ignore[attr-defined]


MemorySpaceCastOp = type("MemorySpaceCastOp", (_SourceToOp, memref.MemorySpaceCastOp), {
    "__doc__": "`memref.memory_space_cast %m : T to U` (xDSL's definition, MLIR's syntax)."})


class ExtractAlignedPointerAsIndexOp(memref.ExtractAlignedPointerAsIndexOp):
    """`memref.extract_aligned_pointer_as_index %m : T -> index`."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        name = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        parser.parse_punctuation("->")
        rt = parser.parse_type()
        attrs = parser.parse_optional_attr_dict()
        op = cls.create(operands=[parser.resolve_operand(name, t)], result_types=[rt])
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.aligned_pointer.type)
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class RankOp(IRDLOperation):
    """`memref.rank %m : T`, ranked or unranked (xDSL's took ranked only)."""

    name = "memref.rank"
    source = operand_def(MemRefType | UnrankedMemRefType)
    result = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source)"


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    """`memref.reshape %m(%shape) : (T, memref<Nxindex>) -> U`: the same
    buffer read with the extents in `%shape` (identity layouts)."""

    name = "memref.reshape"
    source = operand_def(MemRefType | UnrankedMemRefType)
    shape = operand_def(MemRefType)
    result = result_def(MemRefType | UnrankedMemRefType)
    traits = traits_def(Pure())
    assembly_format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"

    def verify_(self) -> None:
        s = self.shape.type
        if len(s.get_shape()) != 1:
            raise VerifyException("shape operand must be a 1-D memref")
        if self.source.type.get_element_type() != self.result.type.get_element_type():
            raise VerifyException("element types of source and destination memref types should be the same")


@irdl_op_definition
class ReallocOp(IRDLOperation):
    """`memref.realloc %m(%n)? : memref<?xf32> to memref<?xf32>`: a new 1-D
    buffer with the first elements of `%m` (which is freed)."""

    name = "memref.realloc"
    source = operand_def(MemRefType)
    dynamicResultSize = opt_operand_def(IndexType)
    alignment = opt_prop_def(IntegerAttr)
    result = result_def(MemRefType)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        name = parser.parse_unresolved_operand()
        size = []
        if parser.parse_optional_punctuation("(") is not None:
            size = [parser.resolve_operand(parser.parse_unresolved_operand(), IndexType())]
            parser.parse_punctuation(")")
        attrs = parser.parse_optional_attr_dict()
        props = {"alignment": attrs.pop("alignment")} if "alignment" in attrs else {}
        parser.parse_punctuation(":")
        st = parser.parse_type()
        parser.parse_keyword("to")
        rt = parser.parse_type()
        op = cls.build(operands=[parser.resolve_operand(name, st), size], result_types=[rt], properties=props)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        if self.dynamicResultSize is not None:
            printer.print_string("(")
            printer.print_operand(self.dynamicResultSize)
            printer.print_string(")")
        printer.print_op_attributes({"alignment": self.alignment} if self.alignment else {} | dict(self.attributes))
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        s, r = self.source.type, self.result.type
        if len(s.get_shape()) != 1 or len(r.get_shape()) != 1:
            raise VerifyException("realloc operates on 1-D memrefs")
        if s.get_element_type() != r.get_element_type():
            raise VerifyException("different element types")
        if (r.get_shape()[0] < 0) != (self.dynamicResultSize is not None):
            raise VerifyException("a dynamic result size is given exactly when the result's extent is dynamic")


OPS: list[type[Operation]] = [
    AtomicRMWOp, MemorySpaceCastOp, ExtractAlignedPointerAsIndexOp, RankOp, ReshapeOp, ReallocOp,
]
