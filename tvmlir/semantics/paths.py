"""Executing code under a condition: both ways of a branch, merged.

`scf.if`, `cf.cond_br`, `affine.if`, `scf.index_switch` and the guarded
iterations of a loop whose trip count is not a constant
(`semantics/loops.py`) all run some ops only on the inputs where a
condition holds.  Each way runs from its own copy of the memory, with its
own UB frame, and the outcomes are merged under the condition: an `ite`
per scalar, per tensor extent and element, per memref field and per memory
block field, and the UB of each way only where that way is taken.  That is
exact: every run takes exactly one way, and the merged state is that
way's.

A local block (an allocation) made on one way only does not exist on the
other: the other way gets a dead copy of it, so the merged block is live
exactly where it was allocated (no memref of the other way points to it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import z3

from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, ite, not_, or_
from tvmlir.semantics.interp import _Frame
from tvmlir.semantics.memo import memo
from tvmlir.semantics.memory import BID_WIDTH, NO_BLOCK, Block, Memory
from tvmlir.semantics.values import MemRef, Scalar, Tensor, either_base

Way = Callable[[], list]


def branch(interp, op, c: z3.BoolRef, then: Way, other: Way) -> list:
    """The values of `then()` where `c` holds and of `other()` elsewhere,
    with the memory and UB merged likewise.  A condition that simplifies
    to a constant runs one way only."""
    c = z3.simplify(c)
    if z3.is_true(c):
        return then()
    if z3.is_false(c):
        return other()
    start = interp.memory
    outcomes = []
    for way in (then, other):
        interp.memory = start.clone()
        frame = _Frame([])
        interp._frames.append(frame)  # noqa: SLF001 (UB of this way only)
        try:
            results = way()
        finally:
            interp._frames.pop()  # noqa: SLF001
        outcomes.append((results, interp.memory, or_(*frame.ub) if frame.ub else z3.BoolVal(False)))
    (r1, m1, u1), (r2, m2, u2) = outcomes
    interp.memory = merge_memory(op, c, m1, m2)
    ub = z3.simplify(or_(and_(c, u1), and_(not_(c), u2)))
    interp.ub(None if z3.is_false(ub) else ub)
    return [merge_value(op, c, a, b) for a, b in zip(r1, r2)]


def when(interp, op, c: z3.BoolRef, way: Way, otherwise: list) -> list:
    """`way()`'s values where `c` holds, `otherwise` (values computed
    before, with the memory as it is now) elsewhere."""
    return branch(interp, op, c, way, lambda: list(otherwise))


def merge_value(op, c, a, b):
    """The value that is `a` where `c` holds and `b` elsewhere."""
    if a is b:
        return a
    if isinstance(a, Scalar) and isinstance(b, Scalar):
        poison = None
        if a.poison is not None or b.poison is not None:
            poison = ite(c, a.poison_or_false(), b.poison_or_false())
        return Scalar(ite(c, a.term, b.term), poison)
    if isinstance(a, Tensor) and isinstance(b, Tensor) and a.rank == b.rank:
        # Memoized: a loop's iteration merges the body's tensor with the
        # one it started from, which the body's tensor reads too; without
        # the memo, element J of k iterations took 2^k calls.
        dims = [x if x.eq(y) else ite(c, x, y) for x, y in zip(a.dims, b.dims)]
        poison = None
        if a.has_poison or b.has_poison:
            poison = memo(lambda J, a=a, b=b: ite(c, a.poison_get(J), b.poison_get(J)))
        uninit = None
        if a.has_uninit or b.has_uninit:
            uninit = memo(lambda J, a=a, b=b: ite(c, a.uninit_get(J), b.uninit_get(J)))
        return Tensor(a.elem_type, a.sort, dims, index_fn=memo(lambda J: ite(c, a.elem_get(J), b.elem_get(J))),
                      index_poison_fn=poison, uninit_fn=uninit)  # fmt: skip
    if isinstance(a, MemRef) and isinstance(b, MemRef) and a.rank == b.rank and a.elem_type == b.elem_type:
        within = None
        if a.within is not None or b.within is not None:
            def within(J, a=a, b=b):
                return ite(c, a.access_ok(J), b.access_ok(J))
        return MemRef(
            a.elem_type, a.sort, ite(c, a.bid, b.bid), tuple(sorted(set(a.candidates) | set(b.candidates))),
            ite(c, a.offset, b.offset), [ite(c, x, y) for x, y in zip(a.dims, b.dims)],
            [ite(c, x, y) for x, y in zip(a.strides, b.strides)], a.is_view or b.is_view, within,
            either_base(c, a, b),
        )  # fmt: skip
    raise Unsupported(op, "the ways of a branch give values of different kinds")


def merge_memory(op, c, m1: Memory, m2: Memory) -> Memory:
    """Blockwise `ite` of two memories; a local block only one way made is
    a dead block on the other way."""
    from tvmlir.semantics.opaque import event_count, merge_events

    out = Memory()
    out.recorder = m1.recorder
    if m1.events is m2.events:
        out.events, out.event_count = m1.events, m1.event_count
    else:
        out.events = merge_events(c, m1.events, m2.events)
        out.event_count = z3.simplify(ite(c, event_count(m1), event_count(m2)))
    for key in {*m1.blocks, *m2.blocks}:
        b1, b2 = list(m1.blocks.get(key, [])), list(m2.blocks.get(key, []))
        for short, long_ in ((b1, b2), (b2, b1)):
            for extra in long_[len(short):]:
                if not extra.local:
                    raise Unsupported(op, "the ways of a branch see different non-local memory")
                short.append(replace(extra, live=z3.BoolVal(False), written=None))
        out.blocks[key] = [x if x is y else _merge_block(c, x, y) for x, y in zip(b1, b2)]
    return out


def _merge_block(c, x: Block, y: Block) -> Block:
    def pick(a, b):
        return a if a.eq(b) else ite(c, a, b)

    return Block(
        x.elem_type, x.sort, pick(x.size, y.size), pick(x.elems, y.elems), pick(x.poison, y.poison),
        pick(x.writable, y.writable), pick(x.live, y.live), x.local, x.name,
        stack=_merge_stack(pick, x.stack, y.stack), clone_of=_merge_clone_of(pick, x.clone_of, y.clone_of),
    )  # fmt: skip


def _merge_stack(pick, a, b):
    """`Block.stack` where the ways meet: an `alloca` on one way and an
    `alloc` on the other is stack memory on the first way only (dropping it
    let a returned `alloca` made on one branch verify)."""
    if a is b or (isinstance(a, bool) and isinstance(b, bool) and a == b):
        return a
    as_bool = lambda v: v if isinstance(v, z3.BoolRef) else z3.BoolVal(v)  # noqa: E731
    return pick(as_bool(a), as_bool(b))


def _merge_clone_of(pick, a, b):
    """`Block.clone_of` where the ways meet: a block that is a clone on one
    way only names no source on the other."""
    if a is None and b is None:
        return None
    none = z3.BitVecVal(NO_BLOCK, BID_WIDTH)
    return pick(none if a is None else a, none if b is None else b)
