"""The PyTorch source line of each exported op (issue 24).

Torch-MLIR locates every op it exports at the Python call stack that
created it: `callsite("…/torch/nn/modules/linear.py":134:0 at
"model.py":23:0)`, the library frame called from the user's `forward`.
A report that says `FAILED … at model.mlir:41:10` is more use with the
layer's line beside it, so the exporter keeps one frame per op: the
innermost one outside torch and torch-mlir (the user's code), written as
the named location `loc("torch"("model.py":23:0))`.

tvmlir's parser keeps such a location *beside* the op's position in the
MLIR file (`ir.parser`: `fused[<file:line:col>, "torch"(…)]`), so reports
stay located in the MLIR the user verifies and name the Python line too
(`ir.diagnostics.format_op_location`).  mlir-opt-19 reads and prints both
forms (`--mlir-print-debuginfo`), so the line survives its pipeline.

Paths are written so that an export does not depend on where it was made:
inside the tvmlir package relative to the package's parent
(`tvmlir/frontends/torch_zoo.py`), inside the working directory relative
to it, elsewhere the file's name.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence

TORCH_LOC = "torch"
"""The name of the named location holding a PyTorch source line."""

_TOKEN = re.compile(r'\s*(?:(?P<str>"(?:[^"\\]|\\.)*")|(?P<num>\d+)|(?P<id>[A-Za-z_#][\w.#]*)|(?P<p>[()\[\]:,<>]))')


class _Parser:
    """A location expression as MLIR prints it: `unknown`, `"f":l:c`,
    `callsite(A at B)`, `fused[…]` or `fused<…>[…]`, `"name"(child)`, or
    an alias `#loc3` (its frames from `aliases`)."""

    def __init__(self, text: str, aliases: dict[str, list[tuple[str, int, int]]] | None = None):
        self.tokens = [(m.lastgroup, m.group(m.lastgroup)) for m in _TOKEN.finditer(text) if m.lastgroup]
        self.k = 0
        self.aliases = aliases or {}

    def peek(self) -> str:
        return self.tokens[self.k][1] if self.k < len(self.tokens) else ""

    def next(self) -> tuple[str, str]:
        tok = self.tokens[self.k]
        self.k += 1
        return tok

    def frames(self) -> list[tuple[str, int, int]]:
        """The file frames of the location, innermost first."""
        kind, value = self.next()
        if kind == "str":
            name = _unquote(value)
            if self.peek() == ":":
                self.next()
                line = int(self.next()[1])
                self.next()  # ':'
                col = int(self.next()[1])
                return [(name, line, col)]
            if self.peek() == "(":
                self.next()
                inner = self.frames()
                self.next()  # ')'
                return inner
            return []
        if value.startswith("#"):
            return list(self.aliases.get(value, []))
        if value == "callsite":
            self.next()  # '('
            callee = self.frames()
            self.next()  # 'at'
            caller = self.frames()
            self.next()  # ')'
            return callee + caller
        if value == "fused":
            if self.peek() == "<":
                depth = 0
                while True:
                    _, v = self.next()
                    depth += v == "<"
                    depth -= v == ">"
                    if depth == 0:
                        break
            self.next()  # '['
            found: list[tuple[str, int, int]] = []
            while self.peek() != "]":
                inner = self.frames()
                found = found or inner
                if self.peek() == ",":
                    self.next()
            self.next()
            return found
        return []  # unknown, or an alias this printer does not make


def _unquote(s: str) -> str:
    return s[1:-1].replace('\\"', '"').replace("\\\\", "\\")


def _library_dirs() -> list[str]:
    dirs = []
    for name in ("torch", "torch_mlir"):
        try:
            module = __import__(name)
        except ImportError:  # pragma: no cover - only called after an export
            continue
        file = getattr(module, "__file__", None)
        paths = [os.path.dirname(file)] if file else list(getattr(module, "__path__", []))
        dirs.extend(os.path.abspath(p) + os.sep for p in paths)
    return dirs


def _shown(path: str) -> str:
    absolute = os.path.abspath(path)
    package_parent = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    cwd = os.getcwd() + os.sep
    if absolute.startswith(os.path.join(package_parent, "tvmlir") + os.sep):
        return os.path.relpath(absolute, package_parent)
    if absolute.startswith(cwd):
        return os.path.relpath(absolute, cwd)
    return os.path.basename(absolute)


def user_frame(frames: Sequence[tuple[str, int, int]], libraries: Sequence[str]) -> tuple[str, int, int] | None:
    """The innermost frame outside the libraries (the user's code)."""
    for file, line, col in frames:
        if file in ("", "-") or file.startswith("<"):
            continue  # a string the exporter parsed, not a source file
        if not any(os.path.abspath(file).startswith(d) for d in libraries):
            return _shown(file), line, col
    return None


def _matching(text: str, start: int) -> int:
    """The index after the `)` closing the `(` at `start` (strings skipped)."""
    depth = 0
    k = start
    while k < len(text):
        c = text[k]
        if c == '"':
            k += 1
            while text[k] != '"':
                k += 2 if text[k] == "\\" else 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return k + 1
        k += 1
    raise ValueError("unbalanced location")


_ALIAS = re.compile(r"^(#loc\d*) = loc\((.*)\)\n", re.M)


def keep_user_locations(text: str, libraries: Sequence[str] | None = None) -> str:
    """Rewrite every ` loc(…)` of `text` (printed with debug info) to the
    op's user frame as `loc("torch"(…))`, or drop it when there is none;
    location aliases (`#loc3 = loc(…)`) are resolved and dropped."""
    libraries = _library_dirs() if libraries is None else libraries
    aliases: dict[str, list[tuple[str, int, int]]] = {}
    for m in _ALIAS.finditer(text):
        try:
            aliases[m.group(1)] = _Parser(m.group(2), aliases).frames()
        except (IndexError, ValueError):
            aliases[m.group(1)] = []
    text = _ALIAS.sub("", text)
    out: list[str] = []
    pos = 0
    cache: dict[str, str] = {}
    for m in re.finditer(r" loc\(", text):
        if m.start() < pos:
            continue
        end = _matching(text, m.end() - 1)
        body = text[m.end() : end - 1]
        replacement = cache.get(body)
        if replacement is None:
            try:
                frame = user_frame(_Parser(body, aliases).frames(), libraries)
            except (IndexError, ValueError):
                frame = None
            replacement = "" if frame is None else f' loc("{TORCH_LOC}"("{frame[0]}":{frame[1]}:{frame[2]}))'
            cache[body] = replacement
        out.append(text[pos : m.start()])
        out.append(replacement)
        pos = end
    out.append(text[pos:])
    return "".join(out)


__all__ = ["TORCH_LOC", "keep_user_locations", "user_frame"]
