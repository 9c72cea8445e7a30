"""TOSA's control flow as mlir-opt-19 reads and prints it: `tosa.cond_if`,
`tosa.while_loop`, `tosa.yield`.

Why: xDSL 0.74 follows a later TOSA (`tosa.cond_if %c : tensor<i1> -> ...`,
a yield that only a `cond_if` may hold, ranked tensors only); MLIR 19
writes

    %r = tosa.cond_if %c -> (tensor<f32>) { ... tosa.yield %a : tensor<f32> } else { ... }
    %r = tosa.while_loop (%x = %init) : (tensor<i32>) -> tensor<i32> { cond } do { ^bb0(%x: ...): body }

(MLIR 19's IfOp::parse / WhileOp::parse), with unranked tensors allowed
everywhere (what `tosa-infer-shapes` starts from).  A `cond_if` may also
take `inputs` (generic form only), its regions' block arguments.
"""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType, UnrankedTensorType
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    region_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import HasParent, IsTerminator, Pure

_TENSOR = TensorType | UnrankedTensorType


@irdl_op_definition
class CondIfOp(IRDLOperation):
    """`tosa.cond_if`: `then_branch` where the rank-0 i1 `cond` is true,
    else `else_branch`; each yields the results."""

    name = "tosa.cond_if"

    cond = operand_def(_TENSOR)
    inputs = var_operand_def(_TENSOR)
    output = var_result_def(_TENSOR)
    then_branch = region_def()
    else_branch = region_def()

    @classmethod
    def parse(cls, parser) -> CondIfOp:
        cond = parser.parse_operand()
        types = []
        if parser.parse_optional_punctuation("->") is not None:
            if parser.parse_optional_punctuation("(") is not None:
                if parser.parse_optional_punctuation(")") is None:
                    types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
                    parser.parse_punctuation(")")
            else:
                types = [parser.parse_type()]
        then_branch = parser.parse_region()
        else_branch = parser.parse_region() if parser.parse_optional_keyword("else") is not None else None
        attrs = parser.parse_optional_attr_dict()
        op = cls.create(operands=[cond], result_types=types,
                        regions=[then_branch, else_branch if else_branch is not None else _empty_region()])  # fmt: skip
        op.attributes |= attrs
        return op

    def print(self, printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.cond)
        if self.inputs:
            printer.print_string(", ")
            printer.print_list(self.inputs, printer.print_operand)
        if self.output:
            printer.print_string(" -> (")
            printer.print_list([r.type for r in self.output], printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.then_branch)
        if self.else_branch.blocks:
            printer.print_string(" else ")
            printer.print_region(self.else_branch)
        printer.print_op_attributes(self.attributes)


def _empty_region():
    from xdsl.ir import Region

    return Region()


@irdl_op_definition
class WhileLoopOp(IRDLOperation):
    """`tosa.while_loop`: `cond` on the loop values (yields a rank-0 i1),
    then `body` (yields the next values), while the condition holds."""

    name = "tosa.while_loop"

    inputs = var_operand_def(_TENSOR)
    output = var_result_def(_TENSOR)
    cond = region_def()
    body = region_def()

    @classmethod
    def parse(cls, parser) -> WhileLoopOp:
        def assignment():
            arg = parser.parse_argument(expect_type=False)
            parser.parse_punctuation("=")
            return arg, parser.parse_unresolved_operand()

        pairs = parser.parse_comma_separated_list(parser.Delimiter.PAREN, assignment)
        parser.parse_punctuation(":")
        at = parser.pos
        fn = parser.parse_function_type()
        ins = fn.inputs.data
        if len(ins) != len(pairs):
            parser.raise_error(f"{len(pairs)} loop values but {len(ins)} types", at, parser.pos)
        args = [a.resolve(t) for (a, _), t in zip(pairs, ins)]
        operands = [parser.resolve_operand(o, t) for (_, o), t in zip(pairs, ins)]
        cond = parser.parse_region(args)
        parser.parse_characters("do")
        body = parser.parse_region()
        attrs = parser.parse_optional_attr_dict()
        op = cls.create(operands=operands, result_types=list(fn.outputs.data), regions=[cond, body])
        op.attributes |= attrs
        return op

    def print(self, printer) -> None:
        printer.print_string(" (")
        block = self.cond.blocks[0] if self.cond.blocks else None
        for k, v in enumerate(self.inputs):
            if k:
                printer.print_string(", ")
            if block is not None:
                printer.print_ssa_value(block.args[k])
            printer.print_string(" = ")
            printer.print_operand(v)
        printer.print_string(") : (")
        printer.print_list([v.type for v in self.inputs], printer.print_attribute)
        printer.print_string(") -> (")
        printer.print_list([r.type for r in self.output], printer.print_attribute)
        printer.print_string(") ")
        printer.print_region(self.cond, print_entry_block_args=False)
        printer.print_string(" do ")
        printer.print_region(self.body)
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class YieldOp(IRDLOperation):
    """`tosa.yield`: a `cond_if` branch's or a `while_loop` region's values."""

    name = "tosa.yield"

    inputs = var_operand_def(_TENSOR)

    traits = lazy_traits_def(lambda: (IsTerminator(), HasParent(CondIfOp, WhileLoopOp), Pure()))

    assembly_format = "attr-dict ($inputs^ `:` type($inputs))?"


OPS = [CondIfOp, WhileLoopOp, YieldOp]
"""Replacing xDSL's `tosa.cond_if` / `tosa.yield`."""
