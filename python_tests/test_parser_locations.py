"""Every parsed op knows where it came from (tvmlir/ir/parser.py)."""

from xdsl.dialects.builtin import FileLineColLoc

from conftest import parse
from tvmlir.ir.diagnostics import format_op_location
from tvmlir.ir.parser import parse_module

SOURCE = """\
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1, %2 = arith.addui_extended %a, %a : i32, i1
    func.return %0 : i32
}
"""


def ops_by_name(module):
    return {op.name: op for op in module.walk()}


def test_ops_are_located_at_their_name(ctx):
    ops = ops_by_name(parse(ctx, SOURCE, "f.mlir"))
    assert format_op_location(ops["func.func"]) == "f.mlir:1:1"
    # MLIR convention: at the op name, not at the result list.
    assert format_op_location(ops["arith.addi"]) == "f.mlir:2:8"
    assert format_op_location(ops["arith.addui_extended"]) == "f.mlir:3:12"
    assert format_op_location(ops["func.return"]) == "f.mlir:4:5"


def test_explicit_locations_win(ctx):
    text = 'func.func @f() {\n  func.return loc("orig.mlir":42:7)\n}\n'
    ops = ops_by_name(parse(ctx, text, "lowered.mlir"))
    loc = ops["func.return"].location
    assert isinstance(loc, FileLineColLoc)
    assert (loc.filename.data, loc.line.data, loc.column.data) == ("orig.mlir", 42, 7)


def test_line_offset_shifts_chunks(ctx):
    module = parse_module(ctx, "\nfunc.func @f() {\n  func.return\n}\n", "s.mlir", 10)
    ops = ops_by_name(module)
    assert format_op_location(ops["func.return"]) == "s.mlir:13:3"


def test_ops_created_later_fall_back_to_their_parent(ctx):
    from xdsl.dialects.arith import ConstantOp
    from xdsl.dialects.builtin import IntegerAttr, i32

    module = parse(ctx, SOURCE.replace('  %1, %2 = arith.addui_extended %a, %a : i32, i1\n', ""), "f.mlir")
    func = ops_by_name(module)["func.func"]
    new = ConstantOp(IntegerAttr(1, i32))
    func.body.block.insert_op_before(new, func.body.block.first_op)
    assert format_op_location(new) == "f.mlir:1:1"
