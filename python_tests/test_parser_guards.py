"""The lexer's guards (tvmlir/ir/lexer.py): linear string scanning and the
nesting limit, and the parser's fallback for a RecursionError."""

import signal
import sys

import pytest
from xdsl.utils.exceptions import ParseError

from tvmlir.ir.context import make_context
from tvmlir.ir.lexer import MAX_NESTING, first_too_deep
from tvmlir.ir.parser import parse_module


def test_nesting_prescan_counts_brackets_only():
    assert first_too_deep("(" * 3, limit=3) is None
    assert first_too_deep("{(<[", limit=3) == 3
    # Strings, comments, arrows and comparisons are not brackets.
    assert first_too_deep('"((((" // ((((\n ->->-> >= <= (', limit=1) is None
    assert first_too_deep("((", limit=1) == 1
    # Closing brackets never go below zero (an unbalanced `>` is harmless).
    assert first_too_deep(">>>>((", limit=1) == 5


def test_deep_input_is_a_located_parse_error():
    text = "func.func private @f(" + "tuple<" * (MAX_NESTING + 5) + "i32" + ">" * (MAX_NESTING + 5) + ")\n"
    with pytest.raises(ParseError, match="nesting deeper than 100 levels") as info:
        parse_module(make_context(), text, "deep.mlir")
    at = info.value.span.start
    prefix = text[: at + 1]  # the error is at the first bracket beyond the limit
    assert prefix.count("(") + prefix.count("<") == MAX_NESTING + 1 and text[at] == "<"


def test_recursion_error_while_parsing_is_a_parse_error():
    """Below the bracket limit, a smaller stack still ends in a ParseError."""
    text = "func.func private @f(" + "tuple<" * 90 + "i32" + ">" * 90 + ")\n"
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(300)
    try:
        with pytest.raises(ParseError, match="nested too deeply"):
            parse_module(make_context(), text, "deep.mlir")
    finally:
        sys.setrecursionlimit(limit)


class _TooSlow(BaseException):
    """Not an Exception: the parser's catch-alls must not swallow it."""


@pytest.mark.parametrize("tail", ["", "\\q", "\\"])
def test_bad_strings_fail_fast(tail):
    """xDSL's regex took over a minute on 32 characters; 5000 take no time."""
    text = 'func.func private @f() attributes {a = "' + "a" * 5000 + tail + "}\n"

    def too_slow(signum, frame):
        raise _TooSlow("the string scan backtracks (over 10 s)")

    previous = signal.signal(signal.SIGALRM, too_slow)
    signal.alarm(10)  # a regression fails here instead of hanging the suite
    try:
        with pytest.raises(ParseError, match="string literal"):
            parse_module(make_context(), text, "s.mlir")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_good_strings_still_parse():
    module = parse_module(make_context(), 'func.func private @f() attributes {a = "x\\"y\\0A\\\\"}\n', "s.mlir")
    assert module.ops.first.attributes["a"].data == 'x"y\n\\'
