"""SSA scopes of lowered code: buffers, index values and data values.

A `Frame` is one instance of an SSA scope: a function body, or one launch of
a kernel (`gpu.launch_func` binds the kernel's arguments to the launch
operands, so the same `gpu.func` launched twice is two frames).  Lookups are
lazy: an index is recovered, and a data value encoded, only when an
obligation needs it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

import islpy as isl
import z3
from xdsl.dialects.builtin import MemRefType
from xdsl.ir import OpResult, SSAValue

from tvmlir.affine import space
from tvmlir.affine.recover import IndexEnv

GPU_INDEX_OPS = ("gpu.block_id", "gpu.thread_id", "gpu.block_dim", "gpu.grid_dim")

NO = z3.BoolVal(False)


class Val(NamedTuple):
    """A data value: its z3 term, the UB of computing it, and its poison
    flag (design-notes section 5.1).  Poison only matters where the value is
    observed (a store), UB wherever the value was computed for one."""

    term: z3.ExprRef
    ub: z3.BoolRef = NO
    poison: z3.BoolRef = NO


@dataclass(eq=False)
class Buffer:
    """A memref the function can read or write: an argument, an
    allocation, or a view of one.  `name` is the isl tuple of its storage;
    `sizes` its shape."""

    name: str
    label: str
    type: MemRefType
    sizes: list[isl.PwAff]
    arg: int | None = None
    offsets: list[isl.PwAff] | None = None
    strides: list[int] | None = None
    """A view (`memref.subview`) of the storage `name`: view index `x` is
    storage cell `offsets + strides * x`; `sizes` are the view's."""
    owner: list[isl.PwAff] | None = None
    """A per-thread buffer of a kernel (kernels.py): each thread has its
    own copy, so the storage cells are prefixed with the thread ids of the
    thread that accesses them, and a thread sees only its own writes."""
    via: tuple[Buffer, Callable[[list[isl.PwAff]], list[isl.PwAff]]] | None = None
    """A view of another buffer (views.py): view index `x` is index
    `f(x)` of `parent` (quasi-affine; a linearized or delinearized index
    included), for views that are not plain same-rank strided subviews."""

    def element(self, loc: list[isl.PwAff]) -> list[isl.PwAff]:
        """The element of the storage that view index `loc` is."""
        if self.via is not None:
            parent, f = self.via
            return parent.element(f(loc))
        if self.offsets is None or self.strides is None:
            return loc
        return [
            o.add(x.scale_val(isl.Val.int_from_si(space.CTX, s)))
            for o, x, s in zip(self.offsets, loc, self.strides)
        ]

    def storage(self, loc: list[isl.PwAff]) -> list[isl.PwAff]:
        """The storage cell of view index `loc` (of the accessing thread's
        copy, for a per-thread buffer)."""
        element = self.element(loc)
        return [*self.owner, *element] if self.owner else element

    def root(self) -> Buffer:
        """The buffer whose shape the storage cells have (not a view)."""
        return self.via[0].root() if self.via is not None else self

    def is_view(self) -> bool:
        return self.via is not None or self.offsets is not None


_keys = itertools.count()


class Frame:
    def __init__(self) -> None:
        self.key = next(_keys)
        self.index = IndexEnv(self._resolve, self._resolve_condition)
        self.buffers: dict[SSAValue, Buffer] = {}
        self.terms: dict[SSAValue, Val] = {}
        self.contents: dict[SSAValue, isl.UnionMap] = {}
        """The symbolic content of a loaded value, `{ storage[cell] ->
        context[...] }` (copies.py): what a store of it writes."""
        self.metadata: dict[SSAValue, isl.PwAff] = {}
        """Index results of `memref.extract_strided_metadata` (views.py)."""
        self.term_aliases: dict[SSAValue, tuple[Frame, SSAValue]] = {}
        self.lazy_terms: dict[SSAValue, Callable[[], Val]] = {}
        """Terms computed when first asked for (a loop's iter_args and
        results, whose init may be a read the first, unchecked pass over
        an enclosing body does not evaluate: carried.py)."""
        self.gpu: dict[tuple[str, str], isl.PwAff] = {}
        self.threads: Threads | None = None
        """Set while evaluating a kernel with barriers at the level of one
        GPU block: ops run in phases, each a parallel loop over threads."""
        self.kernel_threads: list[str] | None = None
        """The thread id parameters while evaluating a kernel's body (its
        per-thread allocations are indexed by them)."""
        self.data_index: Callable[[OpResult], isl.PwAff | None] | None = None
        """Gives an integer computed from loaded data its parameter
        (`gathers.GatherIndices.resolver`), consulted last."""
        self.lane_condition: Callable[[OpResult], tuple[isl.Set, isl.Set] | None] | None = None
        """Gives a scalar `i1` extracted from a mask vector as (where it is
        true, where that is defined) (`vectors.VectorSemantics.
        extracted_condition`)."""
        self.phase_summaries: dict[int, object] = {}
        """The `phases.Summary` of each block-level sequence of ops (a
        loop's body, a branch) by block id, for the loop or conditional
        that ran it (symbolic pass)."""

    def buffer(self, value: SSAValue) -> Buffer | None:
        return self.buffers.get(value)

    def _resolve(self, result: OpResult) -> isl.PwAff | None:
        op = result.op
        if op.name == "memref.dim":
            buf = self.buffer(op.operands[0])
            k = space.constant_value(self.index.index(op.operands[1]))
            if buf is not None and k is not None and 0 <= k < len(buf.sizes):
                return buf.sizes[k]
            return None
        if result in self.metadata:
            return self.metadata[result]
        if op.name in GPU_INDEX_OPS:
            dim = str(op.properties["dimension"].data)  # type: ignore[union-attr]
            value = self.gpu.get((op.name, dim))
            if value is not None:
                _check_upper_bound(op, dim, self.gpu)
            return value
        return self.data_index(result) if self.data_index is not None else None

    def _resolve_condition(self, result: OpResult) -> tuple[isl.Set, isl.Set] | None:
        return self.lane_condition(result) if self.lane_condition is not None else None


_EXTENT_OF = {"gpu.thread_id": "gpu.block_dim", "gpu.block_id": "gpu.grid_dim"}


def _check_upper_bound(op, dim: str, gpu: dict) -> None:
    """An id or size op's `upper_bound` must hold for the launch: MLIR 19
    makes an execution where the block (grid) size exceeds it undefined,
    and LLVM reads it as the result's range (a value past it is poison).
    Attack round 11: `--verify` ignored it, so a kernel whose `thread_id x
    upper_bound 2` ran in blocks of 4 verified.  The launch's extent must
    be a constant within the bound; else the op is unsupported."""
    from tvmlir.verify.obligations import VerifyUnsupported

    bound = op.properties.get("upper_bound") or op.attributes.get("upper_bound")
    if bound is None:
        return
    b = bound.value.data
    extent = gpu.get((_EXTENT_OF.get(op.name, op.name), dim))
    k = space.constant_value(extent) if extent is not None else None
    if k is None or k > b:
        raise VerifyUnsupported(op, f"upper_bound {b} may be below the launch's extent "
                                    f"({'unknown' if k is None else k}): the value would be poison")


@dataclass(frozen=True)
class Threads:
    """The threads of a block: their id parameters, the constraints
    `0 <= tid < blockDim`, and the launch (where races are reported)."""

    ids: list[str]
    domain: isl.Set
    launch: object
