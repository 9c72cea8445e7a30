"""User-facing errors: one line, `file:line:col: error: message`.

Why a single exception type: the tools promise that bad input (missing
file, syntax error, unknown op, type error, failed verifier) ends in exactly
one line on stderr and exit code 3, never a traceback.  Everything that can
go wrong with the input is converted into `BadInput` as close to its source
as possible (where the op or the token is still known), and the tool's main
prints it.
"""

from __future__ import annotations

import re

from xdsl.dialects.builtin import (
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    NameLoc,
)
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import ParseError


class BadInput(Exception):
    """An error in the user's input, located in their file."""

    def __init__(self, file: str, line: int, col: int, message: str):
        super().__init__(message)
        self.file = file
        self.line = line
        self.col = col
        self.message = one_line(message)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}: error: {self.message}"

    def __reduce__(self):
        # Picklable with its location (tv-check --jobs raises it in workers).
        return (BadInput, (self.file, self.line, self.col, self.message))


class UnsupportedInput(BadInput):
    """Valid input (mlir-opt-19 accepted it) that tvmlir cannot read: the
    verdict is `unsupported (<reason> at file:line:col)`, exit 2, never
    "bad input".  A `BadInput` so that any caller that does not know it
    still fails safely (exit 3)."""

    exit_code = 2

    def __str__(self) -> str:
        return f"unsupported ({self.message} at {self.file}:{self.line}:{self.col})"

    def __reduce__(self):
        return (UnsupportedInput, (self.file, self.line, self.col, self.message))


class OpError(Exception):
    """Raised by tvmlir passes and analyses about a specific op; the tools
    turn it into `BadInput` at the op's location."""

    def __init__(self, op: Operation, message: str):
        super().__init__(message)
        self.op = op
        self.message = message


class OpUnsupported(OpError):
    """An op of a valid program that a tvmlir pass cannot handle (a
    `--lower` pass, `--annotate`): the tools report `unsupported` with exit
    2, not bad input (DESIGN.md section 7)."""


class UnsupportedOp(Exception):
    """A valid input with an op a tvmlir pass cannot process (`--lower`,
    `--annotate`), located in the user's file: one line `unsupported (<op>
    at file:line:col): <reason>`, exit 2.  (`UnsupportedInput` is the
    reader's: valid MLIR tvmlir cannot read at all.)"""

    def __init__(self, op_name: str, file: str, line: int, col: int, message: str):
        super().__init__(message)
        self.op_name = op_name
        self.file = file
        self.line = line
        self.col = col
        self.message = one_line(message)

    def __str__(self) -> str:
        return f"unsupported ({self.op_name} at {self.file}:{self.line}:{self.col}): {self.message}"

    def __reduce__(self):
        return (UnsupportedOp, (self.op_name, self.file, self.line, self.col, self.message))


def one_line(message: str) -> str:
    """Collapse a (possibly multi-line) message into one line."""
    return re.sub(r"\s+", " ", message).strip()


def _file_line_col(loc: Attribute) -> tuple[str, int, int] | None:
    match loc:
        case FileLineColLoc():
            return loc.filename.data, loc.line.data, loc.column.data
        case NameLoc():
            return _file_line_col(loc.location)
        case CallSiteLoc():
            return _file_line_col(loc.callee)
        case FusedLoc():
            for inner in loc.locations.data:
                if (found := _file_line_col(inner)) is not None:
                    return found
            return None
        case _:
            return None


def op_location(op: Operation, default_file: str) -> tuple[str, int, int]:
    """Where `op` is in the source: its own location, else that of the
    nearest ancestor that has one (ops created by passes have none)."""
    current: Operation | None = op
    while current is not None:
        if (found := _file_line_col(current.location)) is not None:
            return found
        current = current.parent_op()
    return default_file, 1, 1


def format_op_location(op: Operation, default_file: str = "<unknown>") -> str:
    """`file:line:col`, and the op's PyTorch source line beside it when the
    model's exporter recorded one (`frontends.torch_locations`):
    `model.mlir:41:10 (model.py:23)`."""
    file, line, col = op_location(op, default_file)
    note = source_note(op)
    return f"{file}:{line}:{col}" + (f" ({note})" if note else "")


def source_note(op: Operation) -> str | None:
    """The PyTorch source line of `op` (or of the nearest ancestor with a
    location), `file:line`, if its location carries one."""
    current: Operation | None = op
    while current is not None:
        loc = current.location
        if _file_line_col(loc) is not None:
            return _note(loc)
        current = current.parent_op()
    return None


def _note(loc: Attribute) -> str | None:
    if isinstance(loc, NameLoc) and loc.desc.data == "torch" and isinstance(loc.location, FileLineColLoc):
        return f"{loc.location.filename.data}:{loc.location.line.data}"
    if isinstance(loc, FusedLoc):
        for inner in loc.locations.data:
            if (found := _note(inner)) is not None:
                return found
    return None


def bad_input_at_op(op: Operation, message: str, default_file: str) -> BadInput:
    file, line, col = op_location(op, default_file)
    return BadInput(file, line, col, f"'{op.name}' op {message}")


def unsupported_at_op(op: Operation, message: str, default_file: str) -> UnsupportedOp:
    file, line, col = op_location(op, default_file)
    note = source_note(op)
    return UnsupportedOp(op.name, file, line, col, message + (f" ({note})" if note else ""))


def bad_input_from_parse_error(
    error: ParseError, file: str, line_offset: int = 0
) -> BadInput:
    """`line_offset`: lines before the parsed chunk (--split-input-file)."""
    loc = error.span.get_location()
    message = error.msg
    if error.span.start >= error.span.input.len:
        message = f"unexpected end of file (an unclosed region?): {message}"
    return BadInput(file, loc.line + line_offset, loc.col, message)


def _symbol_use_in_unknown_table(op: Operation) -> bool:
    """`op` uses a symbol (a `func.call`) from inside an unregistered op
    with one region, which MLIR treats as a potentially unknown symbol
    table (`SymbolTable::getNearestSymbolTable`): MLIR 19 neither resolves
    nor verifies such a use (`-allow-unregistered-dialect` inputs of its own
    tests, `"test.foo"() ({ func.call @f ... })`), where xDSL looked it up
    in the unknown op's region and refused it."""
    from xdsl.dialects.builtin import UnregisteredOp

    if "callee" not in op.properties and "callee" not in op.attributes:
        return False
    parent = op.parent_op()
    while parent is not None:
        if isinstance(parent, UnregisteredOp) and len(parent.regions) == 1:
            return True
        parent = parent.parent_op()
    return False


def verify_module(module: Operation, default_file: str) -> None:
    """Verify every op, reporting the first failure at its own location.

    xDSL's `Operation.verify` raises for a nested op without saying which
    one; verifying op by op keeps the op, hence its file:line:col.
    """
    from xdsl.utils.exceptions import DiagnosticException

    from tvmlir.ir.mlir_rules import mlir_rule_violation

    for op in module.walk():
        try:
            op.verify(verify_nested_ops=False)
        except (DiagnosticException, ValueError) as e:
            if _symbol_use_in_unknown_table(op):
                continue
            message = str(e).removeprefix("Operation does not verify: ")
            raise bad_input_at_op(op, message, default_file) from None
        if (message := mlir_rule_violation(op)) is not None:
            raise bad_input_at_op(op, message, default_file)
