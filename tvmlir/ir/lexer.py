"""xDSL's MLIR lexer with two guards, so that no input can hang or crash it.

Why:

* **Strings.** xDSL 0.74 matches a string literal with
  `"(?:[^"\\\\\\n\\v\\f]+|\\\\(...))*"`: a `+` inside a `*`.  When the closing
  quote is missing (a truncated file, a cut `tv.spec` source) or an escape
  is invalid, the regex engine tries every way of splitting the line before
  giving up: 20 characters take 2 s, 32 more than a minute.  Here a string
  is first scanned with a regex that matches each character one way only
  (linear), and only a well-formed literal reaches xDSL's code, where its
  regex matches without backtracking.  The errors are MLIR's: an
  unterminated literal at its opening quote, an unknown escape at the
  backslash.
* **Nesting.** The parser is recursive (a region or a `tuple<...>` costs 5-8
  Python frames), so 150 nested `scf.if` or a 200-deep type exhausted
  Python's stack (RecursionError, exit 4).  A linear pre-scan finds the
  first bracket (`{ ( [ <`) nested deeper than `MAX_NESTING`; lexing a token
  at or after it is a located error.  The limit is far above what MLIR
  programs use and leaves room for the passes' own recursion.

A UTF-8 byte-order mark is rejected as mlir-opt-19 rejects it, with a
message that names it.
"""

from __future__ import annotations

import re

from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Input, Span
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRToken

MAX_NESTING = 100
"""Deepest bracket nesting tvmlir parses (regions, types, attributes)."""

# A string literal's body, one character (or escape) at a time: each
# character has one way to match, so a failed match costs linear time.
_STRING_BODY = re.compile(r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*')

# What the nesting pre-scan looks at: comments and strings (skipped), `->`,
# `<=`, `>=` (not brackets), and brackets.  Every alternative is linear.
_NESTING_TOKENS = re.compile(r'//[^\n]*|"(?:[^"\\\n]|\\.)*"?|->|[<>]=|[\[\]{}()<>]')


def first_too_deep(text: str, limit: int = MAX_NESTING) -> int | None:
    """Position of the first opening bracket nested deeper than `limit`."""
    depth = 0
    for m in _NESTING_TOKENS.finditer(text):
        c = m.group()
        if c in "{([<":
            depth += 1
            if depth > limit:
                return m.start()
        elif c in "})]>":
            depth = max(depth - 1, 0)
    return None


class TvmlirLexer(MLIRLexer):
    def __init__(self, input: Input):
        super().__init__(input)
        self._too_deep_at = first_too_deep(input.content)

    def lex(self) -> MLIRToken:
        if self.pos == 0 and self.input.content.startswith("\ufeff"):
            raise ParseError(
                Span(0, 1, self.input),
                "unexpected character U+FEFF (a UTF-8 byte-order mark, which "
                "mlir-opt rejects too)",
            )
        token = super().lex()
        at = self._too_deep_at
        if at is not None and token.span.end > at:
            raise ParseError(
                Span(at, at + 1, self.input),
                f"nesting deeper than {MAX_NESTING} levels (brackets, regions, "
                "types) is beyond tvmlir's parser",
            )
        return token

    def _lex_string_literal(self, start_pos: int) -> MLIRToken:
        content = self.input.content
        end = _STRING_BODY.match(content, start_pos).end()
        if end < len(content) and content[end] == "\\":
            raise ParseError(Span(end, end + 1, self.input), "unknown escape in string literal")
        if end >= len(content) or content[end] != '"':
            raise ParseError(
                Span(start_pos, start_pos + 1, self.input),
                "unterminated string literal (no closing '\"' on its line)",
            )
        return super()._lex_string_literal(start_pos)
