"""Buffers, views and the race detector of the execution oracle.

A `Buffer` is one allocation: a flat list of cells, each a value or
`UNDEF`.  A memref value is a `View`: a buffer, an offset, sizes and
strides, so `memref.subview` and `memref.cast` share cells with their
source, as in MLIR.  Every access is bounds-checked against the view
(undefined behaviour otherwise).

Races: an access is made by an *agent*, a path of parallel instances from
the outermost one in: `(construct, iteration, phase)` per level, where a
construct is one execution of an `scf.parallel`, or one launch's grid of
blocks or one block's threads, and `phase` counts the barriers that thread
passed (None for levels without barriers).  Two accesses are unordered iff
at the first level where their paths differ they are two iterations of the
same construct in the same phase.  While the outermost parallel construct
runs, every cell it touches remembers its reads and writes; a write of a
different value than another unordered access saw or wrote is a `Race`
(equal values are benign, as `--verify`'s "benign write-write races").
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from math import prod

from xdsl.ir import Operation

from tvmlir.oracle.values import UNDEF, Race, UndefinedBehaviour, same, show

Agent = tuple[tuple[int, tuple, int | None], ...]


_SERIAL = itertools.count()


@dataclass(eq=False)
class Buffer:
    """One allocation; `name` says where it comes from in reports.
    `serial` identifies it to the race detector: an `id()` can be reused
    by the next block's buffer once this one is freed."""

    cells: list
    name: str
    serial: int = field(default_factory=lambda: next(_SERIAL))


@dataclass(frozen=True, eq=False)
class View:
    buffer: Buffer
    offset: int
    sizes: tuple[int, ...]
    strides: tuple[int, ...]

    @staticmethod
    def new(sizes: tuple[int, ...], name: str, fill: object = UNDEF) -> View:
        strides, acc = [], 1
        for s in reversed(sizes):
            strides.append(acc)
            acc *= s
        cells = [fill] * prod(sizes)
        return View(Buffer(cells, name), 0, tuple(sizes), tuple(reversed(strides)))

    def flat(self, indices: tuple, op: Operation) -> int:
        if len(indices) != len(self.sizes):
            raise UndefinedBehaviour(op, "wrong number of indices")
        pos = self.offset
        for i, n, s in zip(indices, self.sizes, self.strides):
            if i is UNDEF:
                raise UndefinedBehaviour(op, "undefined index")
            if not 0 <= i < n:
                shown = ", ".join(str(x) for x in indices)
                raise UndefinedBehaviour(op, f"index [{shown}] out of bounds of {self.buffer.name} {list(self.sizes)}")
            pos += i * s
        return pos

    def elements(self) -> list:
        """The view's elements in row-major order."""
        out = []

        def walk(d: int, pos: int) -> None:
            if d == len(self.sizes):
                out.append(self.buffer.cells[pos])
                return
            for i in range(self.sizes[d]):
                walk(d + 1, pos + i * self.strides[d])

        walk(0, self.offset)
        return out


@dataclass
class _Access:
    agent: Agent
    write: bool
    value: object
    op: Operation


def unordered(a: Agent, b: Agent) -> bool:
    for x, y in zip(a, b):
        if x == y:
            continue
        return x[0] == y[0] and x[1] != y[1] and x[2] == y[2]
    return False


@dataclass
class RaceDetector:
    """Accesses of the current outermost parallel construct, per cell."""

    depth: int = 0
    cells: dict[tuple[int, int], list[_Access]] = field(default_factory=dict)

    def enter(self) -> None:
        self.depth += 1

    def leave(self) -> None:
        self.depth -= 1
        if self.depth == 0:
            self.cells.clear()

    def access(self, buffer: Buffer, pos: int, agent: Agent, write: bool, value: object, op: Operation) -> None:
        if self.depth == 0 or not agent:
            return
        seen = self.cells.setdefault((buffer.serial, pos), [])
        for other in seen:
            if not (write or other.write) or same(other.value, value):
                continue
            if unordered(agent, other.agent):
                first, second = ("write" if other.write else "read"), ("write" if write else "read")
                raise Race(
                    op,
                    f"{second} of {show(value)} and an unordered {first} of {show(other.value)} "
                    f"(at {other.op.name}) on {buffer.name}",
                )
        seen.append(_Access(agent, write, value, op))
