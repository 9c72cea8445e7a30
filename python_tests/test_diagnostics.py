"""The error contract: one line, at the failing op (tvmlir/ir/diagnostics.py)."""

import pytest
from xdsl.utils.exceptions import ParseError

from conftest import parse
from tvmlir.ir.diagnostics import BadInput, one_line, verify_module


def test_one_line_collapses_whitespace():
    assert one_line("a\n  b\tc \n") == "a b c"


def test_bad_input_prints_file_line_col():
    assert str(BadInput("x.mlir", 3, 4, "boom\nmore")) == "x.mlir:3:4: error: boom more"


def test_verify_module_names_the_innermost_failing_op(ctx):
    text = """\
func.func @f() -> i32 {
  %c = arith.constant 1 : i32
  func.return
}
"""
    module = parse(ctx, text, "v.mlir")
    with pytest.raises(BadInput) as info:
        verify_module(module, "v.mlir")
    assert (info.value.line, info.value.col) == (3, 3)
    assert info.value.message.startswith("'func.return' op")


def test_undefined_value_is_reported_at_its_first_use(ctx):
    text = "func.func @f() {\n  %0 = arith.addi %x, %x : i32\n  func.return\n}\n"
    with pytest.raises(ParseError) as info:
        parse(ctx, text)
    loc = info.value.span.get_location()
    assert (loc.line, loc.col) == (2, 19)
    assert info.value.msg == "use of undefined value %x"
