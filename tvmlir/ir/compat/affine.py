"""`affine.max` and `affine.delinearize_index`, which xDSL 0.74 lacks, and
`affine.if`, which it reads only in generic form, in MLIR 19's syntax.

Why: tiling and padding passes guard partial tiles with `affine.max` as
well as `affine.min` (`affine.max #map(%i)[%n]`), and
`affine.delinearize_index %i into (%a, %b) : index, index` splits a linear
index (collapse-shape folding).  `affine.max` is its own op class, never a
subclass of xDSL's `affine.min` (passes that match `affine.MinOp` must not
take a max for a min).  `affine.if #set(%i)[%n] -> (T) { .. } else { .. }`
guards boundary iterations in MLIR's loop transformations (its tests write
it in 47 of the pairs tvmlir's benchmark reads); the regions get MLIR's
implicit `affine.yield` when they end without one.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import affine
from xdsl.dialects.builtin import AffineMapAttr, AffineSetAttr, ArrayAttr, DenseIntElementsAttr, IndexType, IntegerAttr, IntegerType
from xdsl.ir import Block, Region
from xdsl.irdl import (IRDLOperation, irdl_op_definition, operand_def, prop_def, region_def, result_def, traits_def,
                       var_operand_def, var_result_def)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


def _parse_dims_and_symbols(parser: Parser) -> tuple[list, list]:
    """`(%d0, ...)[%s0, ...]`: the index operands that an affine map's or
    integer set's dimensions and symbols take (both lists optional)."""
    index = IndexType()
    dims = parser.parse_optional_comma_separated_list(
        Parser.Delimiter.PAREN, lambda: parser.parse_operand(index)
    ) or []
    syms = parser.parse_optional_comma_separated_list(
        Parser.Delimiter.SQUARE, lambda: parser.parse_operand(index)
    ) or []
    return dims, syms


def _print_dims_and_symbols(printer: Printer, attr, shape, operands) -> None:
    """` ATTR(%d0, ...)[%s0, ...]`, the symbols only when there are some
    (`shape` is the map or set, which counts its dimensions and symbols)."""
    printer.print_string(" ")
    printer.print_attribute(attr)
    printer.print_string("(")
    printer.print_list(operands[: shape.num_dims], printer.print_operand)
    printer.print_string(")")
    if shape.num_symbols:
        printer.print_string("[")
        printer.print_list(operands[shape.num_dims :], printer.print_operand)
        printer.print_string("]")


@irdl_op_definition
class MaxOp(IRDLOperation):
    """The largest result of `map` on the operands (dims, then symbols)."""

    name = "affine.max"
    arguments = var_operand_def(IndexType())
    result = result_def(IndexType())
    map = prop_def(AffineMapAttr)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        m = parser.parse_attribute()
        if not isinstance(m, AffineMapAttr):
            parser.raise_error("expected an affine map", pos, parser.pos)
        dims, syms = _parse_dims_and_symbols(parser)
        attrs = parser.parse_optional_attr_dict()
        op = cls.create(operands=[*dims, *syms], result_types=[IndexType()], properties={"map": m})
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        _print_dims_and_symbols(printer, self.map, self.map.data, self.arguments)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        m = self.map.data
        if len(self.arguments) != m.num_dims + m.num_symbols:
            raise VerifyException(
                f"operand count and affine map dimension and symbol count must match"
            )
        if not m.results:
            raise VerifyException("affine map expect at least one result")


@irdl_op_definition
class DelinearizeIndexOp(IRDLOperation):
    """`%linear` as the indices of a row-major array of extents `basis`."""

    name = "affine.delinearize_index"
    linear_index = operand_def(IndexType())
    basis = var_operand_def(IndexType())
    multi_index = var_result_def(IndexType())
    traits = traits_def(Pure())
    assembly_format = "$linear_index `into` ` ` `(` $basis `)` attr-dict `:` type($multi_index)"

    def verify_(self) -> None:
        if not self.basis:
            raise VerifyException("basis should not be empty")
        if len(self.basis) != len(self.multi_index):
            raise VerifyException("should return an index for each basis element")


def _ensure_yield(region: Region) -> None:
    """MLIR's `ensureTerminator`: an `affine.yield` ends a block that ends
    without one (a region written without results); `{ }` is one block."""
    if not region.blocks:
        region.add_block(Block())
    for block in region.blocks:
        last = block.last_op
        if last is None or not isinstance(last, affine.YieldOp):
            block.add_op(affine.YieldOp.create())


class IfOp(affine.IfOp):
    """xDSL's `affine.if` (its IRDL definition), read and printed in MLIR's
    custom syntax (`AffineIfOp::parse`)."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        condition = parser.parse_attribute()
        if not isinstance(condition, AffineSetAttr):
            parser.raise_error("expected an integer set", pos, parser.pos)
        dims, syms = _parse_dims_and_symbols(parser)
        results = []
        if parser.parse_optional_punctuation("->") is not None:
            results = parser.parse_optional_comma_separated_list(
                Parser.Delimiter.PAREN, parser.parse_type
            )
            if results is None:
                results = [parser.parse_type()]
        then_region = parser.parse_region()
        _ensure_yield(then_region)
        else_region = Region()
        if parser.parse_optional_keyword("else") is not None:
            else_region = parser.parse_region()
            _ensure_yield(else_region)
        attrs = parser.parse_optional_attr_dict()
        op = cls.create(
            operands=[*dims, *syms],
            result_types=results,
            properties={"condition": condition},
            regions=[then_region, else_region],
        )
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        _print_dims_and_symbols(printer, self.condition, self.condition.data, self.args)
        if self.res:
            printer.print_string(" -> (")
            printer.print_list([r.type for r in self.res], printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.then_region, print_entry_block_args=False)
        if self.else_region.blocks:
            printer.print_string(" else ")
            printer.print_region(self.else_region, print_entry_block_args=False)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        s = self.condition.data
        if len(self.args) != s.num_dims + s.num_symbols:
            raise VerifyException("operand count and condition integer set dimension and symbol count must match")


@irdl_op_definition
class ParallelOp(IRDLOperation):
    """`affine.parallel` as MLIR 19 prints it in generic form: xDSL 0.74's
    definition wants its `reductions` as strings, MLIR's are
    `arith.atomic_rmw_kind` enum values (`[1, 10]` for `("addi", "muli")`),
    so a parallel loop with reductions was not readable.  Both are
    accepted; the semantics (`semantics/affine_loops.py`) names them."""

    name = "affine.parallel"

    map_operands = var_operand_def(IndexType)
    reductions = prop_def(ArrayAttr)
    lowerBoundsMap = prop_def(AffineMapAttr)
    lowerBoundsGroups = prop_def(DenseIntElementsAttr)
    upperBoundsMap = prop_def(AffineMapAttr)
    upperBoundsGroups = prop_def(DenseIntElementsAttr)
    steps = prop_def(ArrayAttr[IntegerAttr[IntegerType]])
    res = var_result_def()
    body = region_def("single_block")

    def verify_(self) -> None:
        lm, um = self.lowerBoundsMap.data, self.upperBoundsMap.data
        if len(self.operands) != lm.num_dims + lm.num_symbols + um.num_dims + um.num_symbols:
            raise VerifyException("operand count and bound maps' dimension and symbol counts must match")
        if sum(self.lowerBoundsGroups.get_values()) != len(lm.results):
            raise VerifyException("expected a lower bound group for each lower bound")
        if sum(self.upperBoundsGroups.get_values()) != len(um.results):
            raise VerifyException("expected an upper bound group for each upper bound")
        if len(self.reductions.data) != len(self.res):
            raise VerifyException("a reduction per result")


OPS = [MaxOp, DelinearizeIndexOp, IfOp, ParallelOp]
