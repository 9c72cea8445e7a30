"""A parsed input file as the checker sees it: its functions and globals."""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp

from tvmlir.ir.context import make_context
from tvmlir.ir.diagnostics import BadInput
from tvmlir.ir.parser import parse_verified


@dataclass
class Module:
    op: ModuleOp
    path: str
    functions: dict[str, FuncOp]
    globals: dict[str, object]

    @classmethod
    def of(cls, op: ModuleOp, path: str) -> Module:
        """`op`'s functions and `memref.global`s by symbol (a parsed file,
        or a copy rewritten for one vscale or one choice of ranks)."""
        functions, globals_ = {}, {}
        for inner in op.ops:
            if isinstance(inner, FuncOp):
                functions[inner.sym_name.data] = inner
            elif inner.name == "memref.global":
                globals_[inner.sym_name.data] = inner
        return cls(op, path, functions, globals_)

    def defined(self) -> list[str]:
        """Names of the functions with a body, in file order."""
        return [n for n, f in self.functions.items() if f.body.blocks]


@dataclass
class ModuleView:
    """What an interpreter needs of a module during one encoding: the
    functions, and where the globals' blocks are in that encoding's memory."""

    functions: dict[str, FuncOp]
    global_blocks: dict[str, int] = field(default_factory=dict)


def read_text(path: str) -> str:
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise BadInput(path, 1, 1, f"cannot read input file: {e.strerror}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise BadInput(path, line, col, "input is not UTF-8 text") from None


def load(path: str, text: str | None = None, allow_unregistered: bool = True, reader: str = "native") -> Module:
    """Parse and verify a file; with `allow_unregistered`, ops tvmlir does
    not define are accepted (the checker reports them as unsupported where it
    meets them).  `reader`: see `tvmlir.ir.parser.parse_verified`."""
    if text is None:
        text = read_text(path)
    module = parse_verified(
        make_context(allow_unregistered=allow_unregistered), text, path, reader, allow_unregistered
    )
    return Module.of(module, path)
