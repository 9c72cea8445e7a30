"""`vector.mask`, its terminator `vector.yield`, and
`vector.warp_execute_on_lane_0`: the vector ops with regions (MLIR 19).

Why: mlir-opt-19's masked vectorizer (`transform.structured.vectorize`
with vector sizes, on dynamic shapes) wraps each transfer and reduction
in a `vector.mask`, and the warp distribution tests write
`warp_execute_on_lane_0`.  Their syntax is custom in MLIR
(`VectorOps.cpp`):

    %r = vector.mask %m, %passthru { vector.transfer_read ... } : vector<8xi1> -> vector<8xf32>
    vector.mask %m { vector.transfer_write ... } : vector<8xi1>
    %r = vector.warp_execute_on_lane_0(%lane)[32] args(%v : vector<32xf32>) -> (vector<1xf32>) { ^bb0(...): ... }

The masked op is written without its terminator; MLIR then yields its
results (`MaskOp::ensureTerminator`), and so does this reader.  The
verifier checks MLIR's structural rules; whether the mask fits the masked
op (MLIR's `MaskableOpInterface`) is for the semantics, which report
`vector.mask` unsupported where they do not model it.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects.builtin import I1, IndexType, IntegerAttr, VectorType, i64
from xdsl.ir import Block, Region
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException

from tvmlir.ir.compat.syntax import parse_optional_arrow_type_list, print_arrow_type_list


@irdl_op_definition
class YieldOp(IRDLOperation):
    name = "vector.yield"
    operands_ = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"


@irdl_op_definition
class MaskOp(IRDLOperation):
    """Predicates the one op of its region by `mask` (lanes where it is
    false take `passthru`, or are undefined without it)."""

    name = "vector.mask"
    mask = operand_def(VectorType[I1])
    passthru = opt_operand_def()
    results_ = var_result_def()
    maskRegion = region_def("single_block")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        start = parser.pos
        mask = parser.parse_unresolved_operand()
        passthru = parser.parse_unresolved_operand() if parser.parse_optional_punctuation(",") is not None else None
        region = parser.parse_region()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        mask_type = parser.parse_type()
        types = parse_optional_arrow_type_list(parser) or []
        if passthru is not None and not types:
            parser.raise_error("expected a result type for the passthru operand", start, parser.pos)
        operands = [[parser.resolve_operand(mask, mask_type)]]
        operands.append([parser.resolve_operand(passthru, types[0])] if passthru is not None else [])
        _ensure_yield(region)
        op = cls.build(operands=operands, result_types=[types], regions=[region])
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.mask)
        if self.passthru is not None:
            printer.print_string(", ")
            printer.print_operand(self.passthru)
        printer.print_string(" { ")
        first = self.maskRegion.block.first_op
        if first is not None and not isinstance(first, YieldOp):
            printer.print_op(first)
        printer.print_string(" }")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.mask.type)
        if self.results_:
            printer.print_string(" -> ")
            types = [r.type for r in self.results_]
            if len(types) == 1:
                printer.print_attribute(types[0])
            else:
                print_arrow_type_list(printer, types)

    def verify_(self) -> None:
        ops = list(self.maskRegion.block.ops)
        if not ops or not isinstance(ops[-1], YieldOp):
            raise VerifyException("expects a terminator within the mask region")
        if len(ops) > 2:
            raise VerifyException("expects only one operation to mask")
        if len(ops[-1].operands) != len(self.results_):
            raise VerifyException("expects number of results to match mask region yielded values")
        if len(ops) == 2:
            masked = ops[0]
            if [r.type for r in masked.results] != [r.type for r in self.results_]:
                raise VerifyException("expects result type to match maskable operation result type")
        if self.passthru is not None and (len(self.results_) != 1 or self.passthru.type != self.results_[0].type):
            raise VerifyException("expects passthru type to match result type")


def _ensure_yield(region: Region) -> None:
    """MLIR's `MaskOp::ensureTerminator`: a region of one op gets a
    `vector.yield` of that op's results; an empty one an empty yield."""
    if not region.blocks:
        region.add_block(Block())
    block = region.block
    last = block.last_op
    if last is not None and isinstance(last, YieldOp):
        return
    block.add_op(YieldOp.build(operands=[list(last.results) if last is not None else []]))


@irdl_op_definition
class WarpExecuteOnLane0Op(IRDLOperation):
    """The region runs on lane 0 of a warp of `warp_size` lanes; `args` are
    distributed to it, results distributed back (vector distribution)."""

    name = "vector.warp_execute_on_lane_0"
    laneid = operand_def(IndexType)
    warp_size = prop_def(IntegerAttr)
    args = var_operand_def()
    results_ = var_result_def()
    warpRegion = region_def()

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        parser.parse_punctuation("(")
        lane = parser.parse_unresolved_operand()
        parser.parse_punctuation(")")
        parser.parse_punctuation("[")
        size = parser.parse_integer(allow_boolean=False, allow_negative=False)
        parser.parse_punctuation("]")
        pos = parser.pos
        names, types = [], []
        if parser.parse_optional_keyword("args"):
            parser.parse_punctuation("(")
            names = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
            parser.parse_punctuation(")")
        args = parser.resolve_operands(names, types, pos)
        results = parse_optional_arrow_type_list(parser) or []
        region = parser.parse_region()
        if not results:
            block = region.blocks[0] if region.blocks else None
            if block is not None and (block.last_op is None or not block.last_op.has_trait(IsTerminator)):
                block.add_op(YieldOp.build(operands=[[]]))
        attrs = parser.parse_optional_attr_dict()
        op = cls.build(
            operands=[parser.resolve_operand(lane, IndexType()), args],
            result_types=[results],
            regions=[region],
            properties={"warp_size": IntegerAttr(size, i64)},
        )
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_operand(self.laneid)
        printer.print_string(f")[{self.warp_size.value.data}]")
        if self.args:
            printer.print_string(" args(")
            printer.print_list(self.args, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list([a.type for a in self.args], printer.print_attribute)
            printer.print_string(")")
        if self.results_:
            print_arrow_type_list(printer, [r.type for r in self.results_])
        printer.print_string(" ")
        printer.print_region(self.warpRegion, print_entry_block_args=True, print_block_terminators=bool(self.results_))
        printer.print_op_attributes(self.attributes)


OPS = [YieldOp, MaskOp, WarpExecuteOnLane0Op]
