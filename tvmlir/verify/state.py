"""The running state of a sequence of ops (rule S-SEQ of the thesis).

`base` is the heap before the sequence, `delta` what the sequence wrote so
far, `reads` the cells it read, `local` the buffers it allocated (their
scope ends with the enclosing block).  The heap the next op runs in is
`base |> delta`, computed only when an op needs it.  `accesses` logs every
write's heap and every read's cells in order, so that the evaluator can
tell which storage one op touched (`lifetime.py`: no access to freed
memory, no write into a constant global), whatever kind of op it is.
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from tvmlir.affine import heap, space

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
        self.accesses: list[isl.UnionMap | isl.UnionSet] = []
        """Each write's heap and each read's cells, in order (`write` with
        `logged=False` is no access: a global's initial content)."""

    def current(self) -> Heap | None:
        """`h |> delta`, the heap the next op runs in."""
        if self._current is None and self.base is not None:
            self._current = heap.update(self.base, self.delta)
        return self._current

    def write(self, d: Heap, logged: bool = True) -> None:
        self.delta = heap.update(self.delta, d)
        self._current = None
        if logged:
            self.accesses.append(d)

    def read(self, r: Reads) -> None:
        self.reads = self.reads.union(r)
        self.accesses.append(r)

    def touched_since(self, mark: int, writes_only: bool = False) -> set[str]:
        """The storages (isl tuple names) accessed (written) since
        `len(accesses)` was `mark`."""
        names: set[str] = set()
        for a in self.accesses[mark:]:
            if isinstance(a, isl.UnionMap):
                a = a.domain()
            elif writes_only:
                continue
            a.foreach_set(lambda s: None if s.is_empty() else names.add(s.get_tuple_name()))
        return names

    def allocate(self, name: str) -> None:
        self.kill(name)
        self.local.add(name)

    def kill(self, name: str) -> None:
        if self.base is not None:
            self.base = heap.remove_buffers(self.base, {name})
        self.delta = heap.remove_buffers(self.delta, {name})
        self._current = None


@dataclass(frozen=True)
class Accesses:
    """What a stretch of ops wrote (`delta`, with the values) and read, as
    a function of the parameters (the GPU phases of `phases.py` keep them
    per thread, thread ids as parameters, to check races between stretches
    that may overlap)."""

    delta: Heap
    reads: Reads

    @staticmethod
    def none() -> Accesses:
        return Accesses(heap.empty(), heap.empty_set())

    def is_empty(self) -> bool:
        return self.delta.is_empty() and self.reads.is_empty()

    def union(self, other: Accesses) -> Accesses:
        return Accesses(self.delta.union(other.delta), self.reads.union(other.reads))

    def where(self, s: isl.Set) -> Accesses:
        """The accesses made under the parameters `s`."""
        return Accesses(self.delta.intersect_params(s), self.reads.intersect_params(s))

    def project(self, names: list[str]) -> Accesses:
        return Accesses(space.project_params(self.delta, names), space.project_params(self.reads, names))

    def rename(self, old: str, new: str) -> Accesses:
        return Accesses(space.rename_param(self.delta, old, new), space.rename_param(self.reads, old, new))
