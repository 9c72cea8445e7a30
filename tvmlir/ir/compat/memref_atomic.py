"""`memref.generic_atomic_rmw` and its terminator `memref.atomic_yield`,
which xDSL 0.74 lacks.

Why: MLIR 19's `-expand-ops` and the GPU lowerings write an atomic
read-modify-write whose combiner is a region this way (a `maxnumf`
`atomic_rmw` becomes one), and valid MLIR must read as such: without the op
a kernel using it was a bad input (exit 3) where it is only unsupported.
Semantics outside GPU kernels in `semantics/memref_atomic.py` (a load,
the update, a store); inside a kernel it is `unsupported` at the op (an
atomic update needs the race and phase model of GPU kernels).  Syntax
and operand layout are `MemRefOps.td`'s: `memref.generic_atomic_rmw
%m[%i] : memref<4xf32> { ^bb0(%current: f32): ... memref.atomic_yield %v
: f32 }`, the result of the memref's element type.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects.builtin import IndexType, MemRefType
from xdsl.ir import Operation
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator


@irdl_op_definition
class GenericAtomicRMWOp(IRDLOperation):
    """`memref.generic_atomic_rmw %m[%i] : memref<...> { region }`."""

    name = "memref.generic_atomic_rmw"
    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    result = result_def()
    atomic_body = region_def("single_block")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        mem = parser.parse_unresolved_operand()
        indices = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
        parser.parse_punctuation(":")
        mt = parser.parse_type()
        if not isinstance(mt, MemRefType):
            parser.raise_error("generic_atomic_rmw expects a memref type", pos, parser.pos)
        body = parser.parse_region()
        attrs = parser.parse_optional_attr_dict()
        operands = [parser.resolve_operand(mem, mt), parser.resolve_operands(indices, [IndexType()] * len(indices), pos)]
        op = cls.build(operands=operands, result_types=[mt.element_type], regions=[body])
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.memref)
        printer.print_string("[")
        printer.print_list(self.indices, printer.print_operand)
        printer.print_string("] : ")
        printer.print_attribute(self.memref.type)
        printer.print_string(" ")
        printer.print_region(self.atomic_body, print_entry_block_args=True)
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class AtomicYieldOp(IRDLOperation):
    """`memref.atomic_yield %v : f32`: the new value of the cell."""

    name = "memref.atomic_yield"
    result = operand_def()
    traits = traits_def(IsTerminator())
    assembly_format = "$result attr-dict `:` type($result)"


OPS: list[type[Operation]] = [GenericAtomicRMWOp, AtomicYieldOp]

__all__ = ["OPS", "AtomicYieldOp", "GenericAtomicRMWOp"]
