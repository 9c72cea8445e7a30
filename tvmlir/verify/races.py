"""Race obligations of parallel iterations (thesis S-PARLOOP, Lemma 5.4.1-2).

Two distinct iterations `xs` and `ys` (fresh names for the other one):
* read-write: no cell written by one is read by the other (`rw-safe`);
* write-write: a cell written by both must receive the same value.  Most
  often the two writes carry the same spec element (isl decides it: the two
  relations are equal), else z3 proves the values equal (`conflicts-ok`).
"""

from __future__ import annotations

import islpy as isl
from xdsl.ir import Operation

from tvmlir.affine import checks, heap, space
from tvmlir.affine.space import param
from tvmlir.verify.obligations import RW_RACE, WW_RACE, Outcome
from tvmlir.verify.state import Accesses, Heap, Reads


def check(ev, op: Operation, delta: Heap, reads: Reads, xs: list[str], dom: isl.Set, what: str) -> None:
    """Race obligations of a parallel construct over `xs` in `dom`, whose
    body (one iteration, `xs` as parameters) wrote `delta` and read `reads`."""
    ys = [ev.names.primed(x) for x in xs]
    writes = delta.domain()
    rw = checks.rw_race(writes, reads, xs, ys, dom)
    if rw.is_empty():
        ev.record(RW_RACE, op, Outcome.OK, what)
    else:
        ev.record(RW_RACE, op, Outcome.FAILED,
                   f"{what}: one writes a cell another reads", ev.sample_text(rw))
    ww = checks.ww_conflicts(writes, xs, ys, dom)
    if ww.is_empty():
        ev.record(WW_RACE, op, Outcome.OK, f"{what} write distinct cells")
        return
    mine = delta.intersect_params(dom).intersect_domain(ww)
    other = checks.renamed(delta.intersect_params(dom), xs, ys).intersect_domain(ww)
    if mine.is_equal(other):
        ev.record(WW_RACE, op, Outcome.OK, f"{what} write the same spec elements")
        return
    benign_writes(ev, op, mine, other, ww, what)

def benign_writes(ev, op: Operation, mine: Heap, other: Heap, ww: isl.UnionSet, what: str) -> None:
    """Cells written by two iterations must receive equal values
    (thesis `conflicts-ok`): one z3 query per buffer."""
    sets = ww.get_set_list()
    for k in range(sets.n_set()):
        s = sets.get_at(k)
        n = s.dim(space.D.set)
        ls = ev.names.cell(ev.buffers[s.get_tuple_name()].label, n)
        guard = heap.set_dims_to_params(s, ls)
        loc = heap.location(s.get_tuple_name(), [param(x) for x in ls], space.universe_params())
        et = ev.buffers[s.get_tuple_name()].type.element_type
        a = ev.heap_value(mine, loc, et)
        b = ev.heap_value(other, loc, et)
        outcome, instance = ev.prover.prove_equal(WW_RACE, ev.conv.set(guard), a, b, et)
        detail = f"{what} write different values to the same cell" if outcome in (Outcome.FAILED, Outcome.UNDECIDED) else what
        ev.record(WW_RACE, op, outcome, detail, instance)


def check_between(ev, op: Operation, first: Accesses, second: Accesses, xs: list[str], dom: isl.Set, what: str) -> None:
    """Race obligations between two groups of accesses that may overlap in
    time (`phases.py`: the end of one stretch of ops and the start of the
    next, with no barrier executed between them): no iteration `xs` of
    one group conflicts with a different iteration of the other.  Pairs
    inside each group are checked where the group is."""
    ys = [ev.names.primed(x) for x in xs]
    w1 = first.delta.domain().intersect_params(dom)
    r1 = first.reads.intersect_params(dom)
    w2 = checks.renamed(second.delta.domain().intersect_params(dom), xs, ys)
    r2 = checks.renamed(second.reads.intersect_params(dom), xs, ys)
    distinct = space.distinct(xs, ys)
    rw = w1.intersect(r2).union(r1.intersect(w2)).intersect_params(distinct)
    if rw.is_empty():
        ev.record(RW_RACE, op, Outcome.OK, what)
    else:
        ev.record(RW_RACE, op, Outcome.FAILED, f"{what}: one writes a cell another reads", ev.sample_text(rw))
    ww = w1.intersect(w2).intersect_params(distinct)
    if ww.is_empty():
        ev.record(WW_RACE, op, Outcome.OK, f"{what} write distinct cells")
        return
    mine = first.delta.intersect_params(dom).intersect_domain(ww)
    other = checks.renamed(second.delta.intersect_params(dom), xs, ys).intersect_domain(ww)
    if mine.is_equal(other):
        ev.record(WW_RACE, op, Outcome.OK, f"{what} write the same spec elements")
        return
    benign_writes(ev, op, mine, other, ww, what)
