"""A transform-dialect script, read as one opaque op and printed verbatim.

Why: MLIR's tests and schedules put the transform script next to the
payload (`module attributes {transform.with_named_sequence} {
transform.named_sequence @__transform_main(...) { ... } }`), and
`mlir-opt --transform-interpreter` leaves it in its output.  The script is
the pipeline, not the program: it has no meaning for translation
validation, and the transform dialect has over a hundred ops with their own
syntax.  tvmlir's reader therefore keeps a top-level script op
(`transform.named_sequence`, `transform.sequence`,
`transform.with_pdl_patterns`) as its text: from after the op name to the
end of its body region, balanced by brackets.  Nothing inside is checked
(mlir-opt-19 checks it when it runs the script); the op prints back as
written, so `tv-opt` passes the script through.  A script op anywhere
else, or without a body, is not read this way (unknown operation).
"""

from __future__ import annotations

from typing import ClassVar, Self

from xdsl.dialects.builtin import StringAttr
from xdsl.irdl import IRDLOperation, irdl_op_definition, prop_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.mlir_lexer import MLIRTokenKind

_OPEN = {MLIRTokenKind.L_PAREN: "(", MLIRTokenKind.L_SQUARE: "[", MLIRTokenKind.L_BRACE: "{", MLIRTokenKind.LESS: "<"}
_CLOSE = {MLIRTokenKind.R_PAREN: "(", MLIRTokenKind.R_SQUARE: "[", MLIRTokenKind.R_BRACE: "{", MLIRTokenKind.GREATER: "<"}


class _TransformScriptOp(IRDLOperation):
    """The script's text after its op name (`text`), kept verbatim."""

    text = prop_def(StringAttr)

    TOP_LEVEL: ClassVar[bool] = True

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        start = parser._current_token.span.start
        end = _skip_to_end_of_body(parser, cls.name)
        source = parser._current_token.span.input.content
        return cls.create(properties={"text": StringAttr(source[start:end].rstrip())})

    def print(self, printer: Printer) -> None:
        printer.print_string(" " + self.text.data)


def _skip_to_end_of_body(parser: Parser, name: str) -> int:
    """Consumes tokens up to the end of the op's body: the first `{ ... }`
    at bracket depth 0 that is not the dictionary after `attributes`.
    Returns the end offset of its closing brace."""
    stack: list[str] = []
    after_attributes = False
    body_started = False
    start = parser._current_token.span
    while True:
        token = parser._current_token
        kind = token.kind
        if kind == MLIRTokenKind.EOF:
            parser.raise_error(f"'{name}': end of file inside the transform script", start)
        if not stack and kind == MLIRTokenKind.L_BRACE and not after_attributes:
            body_started = True
        if not stack and kind == MLIRTokenKind.BARE_IDENT and token.text == "attributes":
            after_attributes = True
        if kind in _OPEN:
            # `<` and `>` bracket only inside types and attributes (`!transform.op<"x">`);
            # `->` is its own token, so they stay balanced.
            stack.append(_OPEN[kind])
        elif kind in _CLOSE:
            if not stack or stack[-1] != _CLOSE[kind]:
                parser.raise_error(f"'{name}': unbalanced '{token.text}' in the transform script", token.span)
            stack.pop()
            if not stack:
                if body_started and kind == MLIRTokenKind.R_BRACE:
                    end = token.span.end
                    parser._consume_token()
                    return end
                if kind == MLIRTokenKind.R_BRACE:
                    after_attributes = False
        parser._consume_token()


def _script_op(op_name: str) -> type[_TransformScriptOp]:
    cls = type(
        "".join(p.capitalize() for p in op_name.replace(".", "_").split("_")) + "Script",
        (_TransformScriptOp,),
        {"name": op_name, "__doc__": f"`{op_name}`, kept as text (see module doc)."},
    )
    return irdl_op_definition(cls)


SCRIPT_OPS: dict[str, type[_TransformScriptOp]] = {
    name: _script_op(name)
    for name in ("transform.named_sequence", "transform.sequence", "transform.with_pdl_patterns")
}
"""The transform ops that stand at the top of a script."""
