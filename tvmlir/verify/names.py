"""Parameter and buffer names, and how reports show them.

isl and z3 need identifiers; users need `%arg9`, `thread_id.x` and
`dim(A, 0)`.  One `Names` object per verified function hands out the
identifiers (deterministically per op, so that the prophetic pass and the
symbolic pass of a loop body agree on the names of its indices) and keeps
the label of each.
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue

from tvmlir.ir.diagnostics import op_location


class Names:
    def __init__(self) -> None:
        self.labels: dict[str, str] = {}
        self._per_op: dict[tuple[int, int, str], list[str]] = {}
        self._count = 0
        self._cells: dict[str, tuple[str, int, int]] = {}
        self._quiet: set[str] = set()

    def fresh(self, base: str, label: str) -> str:
        self._count += 1
        name = f"{base}{self._count}"
        self.labels[name] = label
        return name

    def for_op(self, frame_key: int, op: Operation, bases: list[tuple[str, str]], tag: str = "") -> list[str]:
        """Names for the parameters an op introduces (loop indices, thread
        ids), the same each time the op is evaluated in the same frame."""
        key = (frame_key, id(op), tag)
        found = self._per_op.get(key)
        if found is None:
            found = [self.fresh(base, label) for base, label in bases]
            self._per_op[key] = found
        return found

    def primed(self, name: str) -> str:
        """The same parameter in "another iteration" (race checks, the
        earlier iterations of a loop)."""
        new = name + "_"
        self.labels.setdefault(new, self.labels.get(name, name) + "'")
        return new

    def label(self, name: str) -> str | None:
        return self.labels.get(name)

    def quiet(self, name: str) -> None:
        """Do not show `name` in instances (a thread id of a dimension of
        extent 1 is always 0)."""
        self._quiet.add(name)
        self._quiet.add(name + "_")

    def cell(self, buffer_label: str, rank: int) -> list[str]:
        """Fresh parameters standing for the coordinates of one cell of a
        buffer (coverage, write-write conflicts); shown as `cell b[..]`."""
        names = [self.fresh("c", f"{buffer_label}[{q}]") for q in range(rank)]
        for q, name in enumerate(names):
            self._cells[name] = (buffer_label, q, rank)
        return names

    def describe(self, values: dict[str, int]) -> str:
        """`label=value, ...` for the named parameters among `values`, the
        coordinates of a cell grouped as `cell %c[1, 2]`."""
        parts = []
        cells: dict[str, list] = {}
        order = {name: k for k, name in enumerate(self.labels)}
        for name, v in sorted(values.items(), key=lambda kv: order.get(kv[0], len(order))):
            if name in self._quiet:
                continue
            if name in self._cells:
                buffer, q, rank = self._cells[name]
                cells.setdefault(buffer, ["?"] * rank)[q] = str(v)
            elif name in self.labels:
                parts.append(f"{self.labels[name]}={v}")
        parts.extend(f"cell {b}[{', '.join(c)}]" for b, c in cells.items())
        return ", ".join(parts)


def value_label(value: SSAValue, fallback: str) -> str:
    hint = value.name_hint
    return f"%{hint}" if hint else fallback


def iv_label(value: SSAValue, op: Operation, default_file: str) -> str:
    _, line, col = op_location(op, default_file)
    return value_label(value, f"iv@{line}:{col}")
