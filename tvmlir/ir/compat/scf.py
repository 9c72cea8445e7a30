"""`scf.forall` and its terminator `scf.forall.in_parallel`, and `scf.for`
as MLIR 19 writes it.

Why: xDSL 0.74 lacks `scf.forall`, and upstream's transform dialect
(`transform.structured.tile_using_forall`) produces it: after
bufferization, a GPU schedule that is not (yet) mapped to `gpu.launch`
is a nest of `scf.forall` over memrefs.  The ops are read in MLIR's custom
form and in its generic form and printed in the custom form, as
mlir-opt-19 does; `--verify` gives them their meaning
(`tvmlir/verify/forall.py`).  xDSL's `scf.for` requires parentheses
around its result types; MLIR writes one type without them
(`iter_args(%x = %t) -> tensor<4xf32>`).
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import scf
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IndexType, i64
from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Block, Region
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import HasParent, IsTerminator, NoTerminator, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from tvmlir.ir.compat.syntax import (
    i64_array,
    parse_arrow_type_list,
    parse_optional_arrow_type_list,
    parse_mixed_index_list,
    print_arrow_type_list,
    print_attr_dict_with,
    print_mixed_index_list,
    take_inherent,
)


class ForOp(scf.ForOp):
    """xDSL's `scf.for` (its IRDL definition), read with MLIR's grammar:
    `-> T` or `-> (T, U)` after `iter_args`, and `: T` for a non-index
    induction variable."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        indvar = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        lb = parser.parse_unresolved_operand()
        parser.parse_keyword("to")
        ub = parser.parse_unresolved_operand()
        parser.parse_keyword("step")
        step = parser.parse_unresolved_operand()
        pos = parser.pos
        args: list[Parser.UnresolvedArgument] = []
        inits: list[UnresolvedOperand] = []
        types: list = []
        if parser.parse_optional_keyword("iter_args"):
            def assignment() -> None:
                args.append(parser.parse_argument(expect_type=False))
                parser.parse_punctuation("=")
                inits.append(parser.parse_unresolved_operand())

            parser.parse_comma_separated_list(Parser.Delimiter.PAREN, assignment)
            parser.parse_punctuation("->")
            types = parse_arrow_type_list(parser)
            if len(types) != len(args):
                parser.raise_error("mismatch in number of loop-carried values and defined values", pos, parser.pos)
        iv_type = parser.parse_type() if parser.parse_optional_punctuation(":") else IndexType()
        bounds = parser.resolve_operands([lb, ub, step], [iv_type] * 3, pos)
        init_values = parser.resolve_operands(inits, types, pos)
        block_args = [indvar.resolve(iv_type), *(a.resolve(t) for a, t in zip(args, types))]
        body = parser.parse_region(block_args)
        attrs = parser.parse_optional_attr_dict()
        op = cls(*bounds, init_values, body)
        op.attributes |= attrs
        if not types:
            _ensure_terminator(body, scf.YieldOp)
        return op


class ParallelOp(scf.ParallelOp):
    """xDSL's `scf.parallel` (its IRDL definition), in MLIR's custom syntax
    (`SCF.cpp`), which xDSL 0.74 lacks: `(%i, %j) = (lb..) to (ub..) step
    (s..) init (%v..) -> T`, the body ending in `scf.reduce`."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        ivs = parser.parse_comma_separated_list(
            Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )
        index = IndexType()
        bounds = []
        for keyword in ("=", "to", "step"):
            if keyword == "=":
                parser.parse_punctuation("=")
            else:
                parser.parse_keyword(keyword)
            names = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_unresolved_operand)
            if len(names) != len(ivs):
                parser.raise_error(f"expected {len(ivs)} operands", pos, parser.pos)
            bounds.append(parser.resolve_operands(names, [index] * len(names), pos))
        inits = []
        if parser.parse_optional_keyword("init"):
            inits = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        types = parse_optional_arrow_type_list(parser) or []
        body = parser.parse_region([iv.resolve(index) for iv in ivs])
        attrs = parser.parse_optional_attr_dict()
        if len(inits) != len(types):
            parser.raise_error("expected as many init values as result types", pos, parser.pos)
        init_values = parser.resolve_operands(inits, types, pos)
        _ensure_terminator(body, lambda: scf.ReduceOp())
        op = cls(*bounds, body, init_values)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" (")
        printer.print_list(self.body.block.args, printer.print_ssa_value)
        for text, values in ((") = (", self.lowerBound), (") to (", self.upperBound), (") step (", self.step)):
            printer.print_string(text)
            printer.print_list(values, printer.print_operand)
        printer.print_string(")")
        if self.initVals:
            printer.print_string(" init (")
            printer.print_list(self.initVals, printer.print_operand)
            printer.print_string(")")
        if self.res:
            types = [r.type for r in self.res]
            if len(types) == 1:
                printer.print_string(" -> ")
                printer.print_attribute(types[0])
            else:
                print_arrow_type_list(printer, types)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        printer.print_op_attributes(self.attributes)


class ReduceOp(scf.ReduceOp):
    """xDSL's `scf.reduce` (its IRDL definition), reading MLIR's list of
    regions `{ ... }, { ... }` (one per operand); xDSL's format read one."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        args = []
        if parser.parse_optional_punctuation("(") is not None:
            pos = parser.pos
            names = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
            parser.parse_punctuation(")")
            args = parser.resolve_operands(names, types, pos)
        regions = []
        region = parser.parse_optional_region()
        while region is not None:
            regions.append(region)
            if parser.parse_optional_punctuation(",") is None:
                break
            region = parser.parse_region()
        attrs = parser.parse_optional_attr_dict()
        op = cls(args, regions)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        if self.args:
            printer.print_string("(")
            printer.print_list(self.args, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list([a.type for a in self.args], printer.print_attribute)
            printer.print_string(")")
        for k, region in enumerate(self.reductions):
            printer.print_string(", " if k else " ")
            printer.print_region(region)
        printer.print_op_attributes(self.attributes)


def _ensure_terminator(body: Region, terminator) -> None:
    """MLIR's `ensureTerminator`: a body written without its (empty)
    terminator gets one."""
    for block in body.blocks:
        last = block.last_op
        # An opaque (unregistered) op is not taken for the terminator: MLIR
        # adds the implicit one after it.
        if last is None or not last.has_trait(IsTerminator) or isinstance(last, UnregisteredOp):
            block.add_op(terminator())


@irdl_op_definition
class ForallOp(IRDLOperation):
    """`scf.forall (%i, ..) = (lb..) to (ub..) step (s..) shared_outs(..)`:
    a parallel loop; each bound is static (`static*`, with `ShapedType`'s
    dynamic marker) or the next dynamic operand of its group."""

    name = "scf.forall"
    dynamicLowerBound = var_operand_def(IndexType)
    dynamicUpperBound = var_operand_def(IndexType)
    dynamicStep = var_operand_def(IndexType)
    outputs = var_operand_def()
    staticLowerBound = prop_def(DenseArrayBase.constr(i64))
    staticUpperBound = prop_def(DenseArrayBase.constr(i64))
    staticStep = prop_def(DenseArrayBase.constr(i64))
    mapping = opt_prop_def(ArrayAttr)
    res = var_result_def()
    body = region_def("single_block")
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        """`(%i, %j) in (%n, 8)` or `(%i) = (lb) to (ub) step (s)`, then
        `shared_outs(%o = %t) -> (T)`, the body, the attributes (MLIR 19's
        `SCF.cpp`, `ForallOp::parse`)."""
        pos = parser.pos
        ivs = parser.parse_comma_separated_list(
            Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )
        paren = Parser.Delimiter.PAREN
        rank = len(ivs)
        if parser.parse_optional_keyword("in"):
            dyn_ub, static_ub = parse_mixed_index_list(parser, paren)
            dyn_lb, static_lb, dyn_step, static_step = [], [0] * rank, [], [1] * rank
        else:
            parser.parse_punctuation("=")
            dyn_lb, static_lb = parse_mixed_index_list(parser, paren)
            parser.parse_keyword("to")
            dyn_ub, static_ub = parse_mixed_index_list(parser, paren)
            parser.parse_keyword("step")
            dyn_step, static_step = parse_mixed_index_list(parser, paren)
        index = IndexType()
        bounds = [parser.resolve_operands(d, [index] * len(d), pos) for d in (dyn_lb, dyn_ub, dyn_step)]
        outs: list[Parser.UnresolvedArgument] = []
        inits: list[UnresolvedOperand] = []
        types: list = []
        outs_pos = parser.pos
        if parser.parse_optional_keyword("shared_outs"):
            def assignment() -> None:
                outs.append(parser.parse_argument(expect_type=False))
                parser.parse_punctuation("=")
                inits.append(parser.parse_unresolved_operand())

            parser.parse_comma_separated_list(Parser.Delimiter.PAREN, assignment)
            if parser.parse_optional_punctuation("->") is not None:
                types = parse_arrow_type_list(parser)
            if len(types) != len(inits):
                parser.raise_error("mismatch between out operands and types", outs_pos, parser.pos)
        outputs = parser.resolve_operands(inits, types, outs_pos)
        block_args = [iv.resolve(index) for iv in ivs] + [o.resolve(t) for o, t in zip(outs, types)]
        body = parser.parse_region(block_args)
        _ensure_terminator(body, lambda: InParallelOp.create(regions=[Region(Block())]))
        attrs = parser.parse_optional_attr_dict()
        props = take_inherent(attrs, ["mapping"])
        props |= {
            "staticLowerBound": i64_array(static_lb),
            "staticUpperBound": i64_array(static_ub),
            "staticStep": i64_array(static_step),
        }
        op = cls.build(operands=[*bounds, outputs], result_types=[types], regions=[body], properties=props)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        rank = self.rank
        ivs = self.body.block.args[:rank]
        printer.print_string(" (")
        printer.print_list(ivs, printer.print_ssa_value)
        paren = Parser.Delimiter.PAREN
        lbs, steps = self.staticLowerBound.get_values(), self.staticStep.get_values()
        normalized = (
            not self.dynamicLowerBound and not self.dynamicStep
            and all(v == 0 for v in lbs) and all(v == 1 for v in steps)
        )
        if normalized:
            printer.print_string(") in ")
            print_mixed_index_list(printer, self.dynamicUpperBound, self.staticUpperBound.get_values(), paren)
        else:
            printer.print_string(") = ")
            print_mixed_index_list(printer, self.dynamicLowerBound, lbs, paren)
            printer.print_string(" to ")
            print_mixed_index_list(printer, self.dynamicUpperBound, self.staticUpperBound.get_values(), paren)
            printer.print_string(" step ")
            print_mixed_index_list(printer, self.dynamicStep, steps, paren)
        outs = self.body.block.args[rank:]
        if outs:
            printer.print_string(" shared_outs(")
            printer.print_list(
                zip(outs, self.outputs),
                lambda p: (printer.print_ssa_value(p[0]), printer.print_string(" = "), printer.print_ssa_value(p[1])),
            )
            printer.print_string(")")
            print_arrow_type_list(printer, [r.type for r in self.res])
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_block_terminators=bool(self.res))
        print_attr_dict_with(printer, self, ["mapping"])

    @property
    def rank(self) -> int:
        return len(self.staticLowerBound.get_values())

    def verify_(self) -> None:
        rank = self.rank
        if len(self.staticUpperBound.get_values()) != rank or len(self.staticStep.get_values()) != rank:
            raise VerifyException("scf.forall: lower bounds, upper bounds and steps differ in number")
        args = self.body.block.args
        if len(args) != rank + len(self.outputs):
            raise VerifyException("scf.forall: the body takes one index per dimension, then the shared outputs")
        if any(not isinstance(a.type, IndexType) for a in args[:rank]):
            raise VerifyException("scf.forall: induction variables must be index")
        if len(self.res) != len(self.outputs):
            raise VerifyException("scf.forall: one result per shared output")
        last = self.body.block.last_op
        if not isinstance(last, InParallelOp):
            raise VerifyException("scf.forall: the body must end with scf.forall.in_parallel")
        if self.mapping is not None and len(self.mapping.data) != rank:
            raise VerifyException("scf.forall: mapping attribute size must match the loop rank")


@irdl_op_definition
class InParallelOp(IRDLOperation):
    """The terminator of `scf.forall`: a region of
    `tensor.parallel_insert_slice` ops (empty for memref loops)."""

    name = "scf.forall.in_parallel"
    region = region_def()
    traits = traits_def(IsTerminator(), NoTerminator(), HasParent(ForallOp))

    assembly_format = "$region attr-dict"


class IndexSwitchOp(scf.IndexSwitchOp):
    """xDSL's `scf.index_switch`, with MLIR's implicit `scf.yield` in
    regions without results (`SingleBlockImplicitTerminator`: mlir-opt-19
    prints `default { memref.store ... }` without it, which was bad input;
    attack round 12)."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        op = super().parse(parser)
        if not op.results:
            for region in (*op.case_regions, op.default_region):
                if not region.blocks:  # `case 60 {}`
                    region.add_block(Block())
                _ensure_terminator(region, scf.YieldOp)
        return op


OPS = [ForOp, ParallelOp, ReduceOp, ForallOp, InParallelOp, IndexSwitchOp]

