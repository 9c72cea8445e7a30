"""Printing for other tools: the `tv` ops in generic form, the rest as usual.

Why: mlir-opt-19 without the tv dialect plugin reads unregistered ops only
in generic form (`--allow-unregistered-dialect`), so `tv-opt --annotate
x.mlir | mlir-opt-19 ...` needs the `tv` ops generic; printing the whole
module generic (`--print-op-generic`) works too but makes every other op
unreadable.  `tv-opt --print-tv-generic` prints just the `tv` ops (and what
they contain) generically.  With the plugin loaded neither is needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import IO

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.printer import Printer
from xdsl.targets.mlir import MLIRTarget


def _byte_text(byte: int) -> str:
    if byte == 0x5C:  # backslash
        return "\\\\"
    if byte < 0x20 or byte > 0x7E or byte == 0x22:
        return f"\\{byte:02X}"
    return chr(byte)


_BYTE_TEXT = tuple(_byte_text(b) for b in range(256))


class TvmlirPrinter(Printer):
    """xDSL's printer, with byte literals printed in one piece.

    Why: exported models carry their weights as `dense<"0x...">` literals;
    xDSL prints them one `print_string` call per byte, which made printing
    the transformer block's output about a tenth of `tv-opt --annotate
    --lower --verify`.  The text is the same (`python_tests/test_printing.py`)."""

    def print_bytes_literal(self, bytestring: bytes) -> None:
        self.print_string('"' + "".join(map(_BYTE_TEXT.__getitem__, bytestring)) + '"')


class TvGenericPrinter(TvmlirPrinter):
    """A printer that switches to generic form for ops of the `tv` dialect."""

    def print_op(self, op: Operation) -> None:
        if self.print_generic_format or not op.name.startswith("tv."):
            return super().print_op(op)
        self.print_generic_format = True
        try:
            super().print_op(op)
        finally:
            self.print_generic_format = False


@dataclass(frozen=True)
class TvmlirMLIRTarget(MLIRTarget):
    """xDSL's `mlir` target, with the `tv` ops generic when `tv_generic`
    (a class attribute: xDSL builds the target from its own fields only)."""

    tv_generic = False

    def emit(self, ctx: Context, module: ModuleOp, output: IO[str]) -> None:
        if self.syntax_highlight:
            return super().emit(ctx, module, output)
        cls = TvGenericPrinter if self.tv_generic and not self.print_generic_format else TvmlirPrinter
        printer = cls(
            stream=output,
            print_generic_format=self.print_generic_format,
            print_properties_as_attributes=self.print_properties_as_attributes,
            print_debuginfo=self.print_debuginfo,
        )
        printer.print_op(module)
        printer.print_metadata(ctx.loaded_dialects)
        print("\n", file=output)


def mlir_target(tv_generic: bool) -> type[MLIRTarget]:
    return type("TvGenericMLIRTarget", (TvmlirMLIRTarget,), {"tv_generic": tv_generic}) if tv_generic else TvmlirMLIRTarget
