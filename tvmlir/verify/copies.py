"""Copies the compiler introduces: stores of a loaded value, `memref.copy`.

Staging a tile in shared memory, promoting an operand, or the copy that
bufferization adds at a function boundary store values that carry no
`tv.prophesy`: they are not computed, they are moved.  What such a store
writes is known exactly: the symbolic content of the cell it loaded,
piecewise as the heap holds it.  So the store writes that content, and
the usual obligations still apply to the load and the store (bounds, read
defined, races); nothing about the value has to be proved.  A store of
anything else without a prophecy stays `missing annotation`.

**The symbolic pass** takes the content from the heap at the load:
`{ dst[l] -> src[m] } . h`.

**The prophetic pass has no heap.**  It computes the effect `Delta h` of a
loop body, which the symbolic pass uses as the state of the earlier
iterations.  A copy's effect depends on the heap, so there it writes
what the same sequence wrote to the loaded cell before, if it did, and
otherwise a *reference* to the loaded cell: a context `ref:src` with the
cell's coordinates, read as "what that cell held when the loop started".
That reading is true only if no iteration of the loop writes that cell,
so `check_refs` proves it with isl for every loop (cells referenced in
any iteration do not meet cells written in any iteration) and the loop is
`unsupported` otherwise.  The symbolic pass then replaces references by
the content of the heap before the loop (`resolve`), both in the loop
invariant and in the heap after the loop.  A referenced cell that the heap
before the loop does not define gets an unknown value: no iteration writes
it, so the load that copied it fails `read defined` (or its bounds) in the
symbolic pass.  A reference into a buffer allocated inside the loop is
`unsupported` (its content before the copy's block is in no heap here).

`memref.copy` is the same rule for every cell of the source at once:
`{ dst[x] -> src[x] : x in shape } . h`, with shapes that must agree
(`write in bounds`), every source cell defined (`read defined`) and no
partial overlap of source and target (`unsupported`; a self-copy is
fine).
"""

from __future__ import annotations

import islpy as isl
import z3
from xdsl.ir import Operation, OpResult, SSAValue

from tvmlir.affine import checks, heap, space
from tvmlir.affine.recover import NotAffine
from tvmlir.affine.space import D, param
from tvmlir.verify import views
from tvmlir.verify.frame import Buffer, Frame
from tvmlir.verify.isl_z3 import INDEX_SORT
from tvmlir.verify.obligations import (
    READ_DEFINED,
    VIEW_IN_BOUNDS,
    WRITE_IN_BOUNDS,
    Outcome,
    VerifyUnsupported,
)
from tvmlir.verify.state import Heap, SeqState

REF = "ref"


ACCREF = "accref"
"""A merge's reference (accumulate.py): only the elements the cell had
accumulated, not its base."""


def _ref_storage(ev, context: str) -> str | None:
    key = ev.contexts.get(context)
    return key[1] if key is not None and key[0] in (REF, ACCREF) else None


def refs(ev, cells: isl.UnionSet, kind: str = REF) -> Heap:
    """`{ b[x] -> ref:b[x] }` on `cells` (`kind` ACCREF: a merge's)."""
    result = heap.empty()
    sets = cells.get_set_list()
    for k in range(sets.n_set()):
        s = sets.get_at(k)
        ident = isl.Map.identity(isl.Space.map_from_set(s.get_space())).intersect_domain(s)
        name = ev.context_of((kind, s.get_tuple_name()))
        result = result.union(isl.UnionMap(ident.set_tuple_name(D.out, name)))
    return result


def uninitialized(ev, cells: isl.UnionSet) -> Heap:
    """Cells that receive a copy of undefined memory: an unknown value
    per cell (the load's `read defined` has failed already)."""
    result = heap.empty()
    sets = cells.get_set_list()
    for k in range(sets.n_set()):
        s = sets.get_at(k)
        name = s.get_tuple_name()
        sort = ev.sem.sort(ev.buffers[name].type.element_type)
        decl = z3.Function(f"uninitialized.{name}", *([INDEX_SORT] * s.dim(D.set)), sort)
        ident = isl.Map.identity(isl.Space.map_from_set(s.get_space())).intersect_domain(s)
        result = result.union(isl.UnionMap(ident.set_tuple_name(D.out, ev.context_of(("opaque", decl)))))
    return result


def cell_content(ev, cells: isl.UnionSet, st: SeqState, check: bool) -> Heap:
    """What `cells` hold now: the heap's pieces (symbolic), or what the
    sequence wrote, else references (prophetic)."""
    if check:
        current = st.current()
        assert current is not None
        return current.intersect_domain(cells)
    known = st.delta.intersect_domain(cells)
    return known.union(refs(ev, cells.subtract(known.domain())))


def _indices(ev, op: Operation, values, frame: Frame) -> list[isl.PwAff]:
    try:
        return [frame.index.index(v) for v in values]
    except NotAffine as e:
        raise VerifyUnsupported(e.op or op, f"not quasi-affine: {e.reason}") from None


def note_load(ev, op: Operation, frame: Frame, gamma: isl.Set, st: SeqState, check: bool) -> None:
    """Remember what a load read, if a store writes it (in both passes:
    the prophetic pass does not evaluate loads otherwise)."""
    result = op.results[0]
    if not any(u.operation.name == "memref.store" and u.index == 0 for u in result.uses) and not moved_to_write(result):
        return
    memref, *idx = op.operands
    buf = ev.buffer(op, memref, frame)
    cell = isl.UnionSet(heap.location(buf.name, buf.storage(_indices(ev, op, idx, frame)), gamma))
    frame.contents[result] = (cell, cell_content(ev, cell, st, check))


LANE_MOVES = ("vector.broadcast", "vector.splat", "vector.transpose", "vector.shape_cast",
              "vector.extract", "vector.extractelement")
"""Vector ops whose every lane is one lane (or the scalar) of their first
operand: a value they produce from a loaded one is still a copy."""
VECTOR_WRITES = ("vector.transfer_write", "vector.store", "vector.maskedstore")


def moved_to_write(value: SSAValue) -> bool:
    """Whether `value` reaches a vector write's stored operand through
    lane moves only, in its own block (vectors.py: a vector copy).  The
    block matters for the prophetic pass: the content noted at the read is
    the sequence's, which a write in another block does not share."""
    block = value.owner.parent_block() if isinstance(value.owner, Operation) else None
    work = [value]
    while work:
        v = work.pop()
        for use in v.uses:
            user = use.operation
            if user.parent_block() is not block:
                continue
            stored = len(user.operands) - 1 if user.name == "vector.maskedstore" else 0
            if user.name in VECTOR_WRITES and use.index == stored:
                return True
            if user.name in LANE_MOVES and use.index == 0:
                work.append(user.results[0])
    return False


def stored_copy(ev, value: SSAValue, frame: Frame, buf: Buffer, loc: list[isl.PwAff], gamma: isl.Set,
                store: Operation | None = None) -> Heap | None:
    """What a store of `value` to `buf[loc]` writes, if `value` was loaded
    in the store's block (None otherwise: the value cannot be derived).
    A load in an outer block is refused: in the prophetic pass its content
    may be a reference, which the store's own loop would resolve to the
    cell's content when *that* loop starts, not when the load ran (a write
    in between would be missed)."""
    found = frame.contents.get(value)
    if found is None:
        return None
    if store is not None and isinstance(value, OpResult) and value.op.parent_block() is not store.parent_block():
        return None
    source, content = found
    target = isl.UnionSet(heap.location(buf.name, buf.storage(loc), gamma))
    written = isl.UnionMap.from_domain_and_range(target, source).apply_range(content)
    missing = target.subtract(written.domain())
    return written if missing.is_empty() else written.union(uninitialized(ev, missing))


def stored_lane_copy(ev, noted, source_point, target: isl.Set) -> Heap | None:
    """What a vector write stores in `target` (its cells, in the write's
    lane parameters) when each of its lanes is lane `source_point` of a
    vector read, noted as `(lanes, cells, content)`: the content of the
    cell that lane read.  None when a lane copies the read's padding (a
    masked-off or out-of-bounds lane holds a constant, not a cell's
    content), so the write is not a copy."""
    names, cells, content = noted
    link = space.universe_params()
    for x, p in zip(names, source_point):
        link = link.intersect(space.eq(param(x), p))
    pairs = isl.UnionMap.from_domain_and_range(isl.UnionSet(target), cells.intersect_params(link))
    copied = space.project_params(pairs.domain(), names)
    if not isl.UnionSet(target).subtract(copied).is_empty():
        return None
    written = space.project_params(pairs.apply_range(content), names)
    missing = copied.subtract(written.domain())
    return written if missing.is_empty() else written.union(uninitialized(ev, missing))


def check_refs(ev, op: Operation, delta: Heap, x: str, dom: isl.Set) -> None:
    """A loop whose prophetic effect copies cells (references) must not
    write those cells in any iteration: then they hold, all along the loop,
    what they held before it."""
    refs = heap.empty_set()
    maps = delta.get_map_list()
    for k in range(maps.n_map()):
        m = maps.get_at(k)
        storage = _ref_storage(ev, m.get_tuple_name(D.out))
        if storage is not None:
            refs = refs.union(isl.UnionSet(m.range().set_tuple_name(storage)))
    if refs.is_empty():
        return
    allocs = {id(o) for o in op.walk() if o.name in ("memref.alloc", "memref.alloca")}
    local = {name for (_, alloc), name in ev._buffer_names.items() if alloc in allocs}
    if local and not heap.restrict_buffers(refs, local).is_empty():
        raise VerifyUnsupported(
            op, "a copy reads a buffer allocated in the loop, written outside the copy's block: "
            "its content is not tracked across the loop's prophetic effect"
        )
    read = space.project_params(refs.intersect_params(dom), [x])
    written = space.project_params(delta.domain().intersect_params(dom), [x])
    clash = read.intersect(written)
    if not clash.is_empty():
        raise VerifyUnsupported(
            op,
            "a copy reads cells the loop also writes: its prophetic effect would need the heap "
            f"of earlier iterations ({ev.sample_text(clash)})",
        )


def resolve(ev, op: Operation, delta: Heap, h: Heap) -> Heap:
    """`delta` with references replaced by their content in `h`, the heap
    before the loop (`check_refs` proved the loop leaves them alone)."""
    maps = delta.get_map_list()
    result = heap.empty()
    for k in range(maps.n_map()):
        m = maps.get_at(k)
        storage = _ref_storage(ev, m.get_tuple_name(D.out))
        if storage is None:
            result = result.union(isl.UnionMap(m))
            continue
        pairs = isl.UnionMap(m.set_tuple_name(D.out, storage))
        if ev.contexts[m.get_tuple_name(D.out)][0] == ACCREF:
            # A merge adds what the partial accumulated (its neutral base
            # was checked where the merge was evaluated symbolically).
            result = result.union(pairs.apply_range(heap.accumulated(h)))
            continue
        got = pairs.apply_range(h)
        # A referenced cell undefined before the loop is undefined when the
        # copy loads it (no iteration writes it): that load's `read
        # defined` (or bounds) obligation fails in the symbolic pass.
        missing = pairs.domain().subtract(got.domain())
        result = result.union(got).union(uninitialized(ev, missing))
    return result


def copy(ev, op: Operation, frame: Frame, gamma: isl.Set, st: SeqState, check: bool) -> None:
    """`memref.copy %src, %dst`: every cell of the source's shape."""
    src = ev.buffer(op, op.operands[0], frame)
    dst = ev.buffer(op, op.operands[1], frame)
    copy_cells(ev, op, src, dst, gamma, st, check)


def copy_cells(ev, op: Operation, src: Buffer, dst: Buffer, gamma: isl.Set, st: SeqState, check: bool) -> None:
    """Every cell of `src`'s shape into the same index of `dst`
    (`memref.copy`, and the copy half of `bufferization.clone`)."""
    xs = [f"__copy{k}" for k in range(len(src.sizes))]
    loc = [param(x) for x in xs]
    inside = gamma
    for x, n in zip(loc, src.sizes):
        inside = inside.intersect(space.in_range(x, n))
    src_cells = isl.UnionSet(space.project_params(heap.location(src.name, src.storage(loc), inside), xs))
    if check:
        _check_copy(ev, op, src, dst, loc, inside, gamma, src_cells, st)
    pairs = space.project_params(
        isl.UnionMap.from_domain_and_range(
            isl.UnionSet(heap.location(dst.name, dst.storage(loc), inside)),
            isl.UnionSet(heap.location(src.name, src.storage(loc), inside)),
        ),
        xs,
    )
    if src.name == dst.name:
        # A self-copy writes each cell its own content; anything else that
        # reads cells it writes depends on the copy's order (memcpy).
        moved = pairs.subtract(pairs.domain().identity())
        if not moved.is_empty() and not pairs.domain().intersect(pairs.range()).is_empty():
            raise VerifyUnsupported(op, "memref.copy between overlapping, distinct cells of one buffer")
    written = pairs.apply_range(cell_content(ev, src_cells, st, check))
    missing = pairs.domain().subtract(written.domain())
    if not missing.is_empty():
        written = written.union(uninitialized(ev, missing))
    st.write(written)


def _holds(ev, obligation: str, op: Operation, bad, detail: str) -> None:
    """Record `obligation`: OK where `bad` (a violation set) is empty."""
    if bad.is_empty():
        ev.record(obligation, op, Outcome.OK)
    else:
        ev.record(obligation, op, Outcome.FAILED, detail, ev.sample_text(bad))


def _check_copy(ev, op, src: Buffer, dst: Buffer, loc, inside: isl.Set, gamma: isl.Set, src_cells, st) -> None:
    same = space.universe_params()
    for a, b in zip(src.sizes, dst.sizes):
        same = same.intersect(space.eq(a, b))
    _holds(ev, WRITE_IN_BOUNDS, op, checks.holds_everywhere(gamma, same),
           f"copies {src.label} ({src.type}) to {dst.label} ({dst.type}) of another shape")
    for buf in (src, dst):
        ok = views.storage_bounds(buf, loc)
        if ok is not None:
            _holds(ev, VIEW_IN_BOUNDS, op, checks.holds_everywhere(inside, ok),
                   f"copies through {buf.label} outside the storage of {buf.root().label}")
    current = st.current()
    assert current is not None
    _holds(ev, READ_DEFINED, op, checks.not_included(src_cells, current.domain()),
           f"copies {src.label} where no input or earlier write defines it")
    st.read(src_cells)
