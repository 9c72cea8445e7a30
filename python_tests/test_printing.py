"""`TvmlirPrinter` prints exactly what xDSL's printer prints (it only
prints byte literals in one piece: `tvmlir.ir.printing`)."""

from io import StringIO

from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.dialects import test as test_dialect
from xdsl.printer import Printer

from tvmlir.ir.printing import TvmlirPrinter


def _printed(cls, text: str) -> str:
    out = StringIO()
    module = ModuleOp([test_dialect.TestOp(attributes={"s": StringAttr(text)})])
    cls(stream=out).print_op(module)
    return out.getvalue()


def test_every_byte_value_prints_as_xdsl_prints_it():
    text = bytes(range(256)).decode("latin-1")  # every code point < 256, multi-byte in UTF-8 above 127
    assert _printed(TvmlirPrinter, text) == _printed(Printer, text)
    assert '\\\\' in _printed(TvmlirPrinter, "a\\b") and '\\22' in _printed(TvmlirPrinter, 'a"b')


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_any_string_prints_as_xdsl_prints_it(text):
    assert _printed(TvmlirPrinter, text) == _printed(Printer, text)
