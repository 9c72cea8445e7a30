"""The running state of a sequence of ops (rule S-SEQ of the thesis).

`base` is the heap before the sequence, `delta` what the sequence wrote so
far, `reads` the cells it read, `local` the buffers it allocated (their
scope ends with the enclosing block).  The heap the next op runs in is
`base |> delta`, computed only when an op needs it.
"""

from __future__ import annotations

import islpy as isl

from tvmlir.affine import heap

Heap = isl.UnionMap
Reads = isl.UnionSet


class SeqState:
    """The running state of a sequence: the heap before it, what it wrote
    (`delta`), what it read, and what it allocated."""

    def __init__(self, h: Heap | None):
        self.base = h
        self.delta = heap.empty()
        self.reads = heap.empty_set()
        self.local: set[str] = set()
        self._current: Heap | None = h

    def current(self) -> Heap | None:
        """`h |> delta`, the heap the next op runs in."""
        if self._current is None and self.base is not None:
            self._current = heap.update(self.base, self.delta)
        return self._current

    def write(self, d: Heap) -> None:
        self.delta = heap.update(self.delta, d)
        self._current = None

    def read(self, r: Reads) -> None:
        self.reads = self.reads.union(r)

    def allocate(self, name: str) -> None:
        self.kill(name)
        self.local.add(name)

    def kill(self, name: str) -> None:
        if self.base is not None:
            self.base = heap.remove_buffers(self.base, {name})
        self.delta = heap.remove_buffers(self.delta, {name})
        self._current = None
