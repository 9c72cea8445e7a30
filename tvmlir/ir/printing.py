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


class TvGenericPrinter(Printer):
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
        if not self.tv_generic or self.print_generic_format or self.syntax_highlight:
            return super().emit(ctx, module, output)
        printer = TvGenericPrinter(
            stream=output,
            print_properties_as_attributes=self.print_properties_as_attributes,
            print_debuginfo=self.print_debuginfo,
        )
        printer.print_op(module)
        printer.print_metadata(ctx.loaded_dialects)
        print("\n", file=output)


def mlir_target(tv_generic: bool) -> type[MLIRTarget]:
    return type("TvGenericMLIRTarget", (TvmlirMLIRTarget,), {"tv_generic": tv_generic}) if tv_generic else TvmlirMLIRTarget
