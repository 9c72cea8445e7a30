"""Names of spec tensors (design-notes section 4).

A spec tensor is named after the SSA name the user gave it (`%A` -> `A`),
so reports speak the user's language; values without a name get `arg<i>`
(argument position) or `<opname><i>` (the i-th op of that kind in the
function, counted from 0).  Names are unique per spec: a clash gets `_1`,
`_2`, ... appended.  Characters that a bare MLIR symbol name cannot hold
become `_`, so that `@spec::@name` never needs quoting.
"""

from __future__ import annotations

import re

_NOT_SYMBOL_CHAR = re.compile(r"[^A-Za-z0-9_]")


def sanitize(name: str) -> str:
    """`name` as a bare symbol name: letters, digits and `_`, not starting
    with a digit."""
    name = _NOT_SYMBOL_CHAR.sub("_", name)
    if not name or name[0].isdigit():
        name = "_" + name
    return name


class SpecNamer:
    """Hands out the unique names of one spec's tensors."""

    def __init__(self) -> None:
        self._used: set[str] = set()
        self._per_op: dict[str, int] = {}

    def fresh(self, hint: str | None, default: str) -> str:
        """The hint if there is one, else `default`, made unique."""
        base = sanitize(hint if hint else default)
        name, n = base, 0
        while name in self._used:
            n += 1
            name = f"{base}_{n}"
        self._used.add(name)
        return name

    def op_default(self, op_name: str) -> str:
        """`<opname><i>` for the next op named `op_name` (`linalg.matmul` ->
        `matmul0`, then `matmul1`)."""
        short = op_name.rsplit(".", 1)[-1]
        i = self._per_op.get(short, 0)
        self._per_op[short] = i + 1
        return f"{short}{i}"
