"""Parallel iterations (`scf.parallel`, `scf.forall`)
without races, so that running them in order is their meaning.

MLIR leaves the order of parallel iterations unspecified ("when the
parallel function body has side effects, their order is unspecified
across threads", SCFOps.td).  Running them one after the other is then
exact if no two iterations touch the same memory element where one of
them writes it: every order gives the same memory.  tvmlir records the
memory accesses of each iteration (`Memory.recorder`: the block, and which
addresses, of every load, store, view read and view write) and asks the
solver whether two different iterations that both run can write and
access one address.  If they may (or the solver does not decide within its
work budget), the loop is unsupported: a racy source has many meanings
and a racy target may do what no order does.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass

import z3
from xdsl.ir import Attribute

from tvmlir.semantics.encoding import Unsupported
from tvmlir.semantics.fp.terms import and_, or_


@dataclass(frozen=True)
class Access:
    kind: str  # "r" or "w"
    elem_type: Attribute
    bid: z3.BitVecRef
    candidates: tuple[int, ...]
    contains: Callable[[z3.BitVecRef], z3.BoolRef]
    """Whether the access touches the element at an address (may
    over-approximate: a strided view's address range)."""


@contextmanager
def recording(interp):
    """Collect the accesses made inside (also by nested parallel loops,
    whose accesses the enclosing recorder receives too)."""
    outer = interp.memory.recorder
    mine: list[Access] = []
    interp.memory.recorder = mine
    try:
        yield mine
    finally:
        interp.memory.recorder = outer
        if outer is not None:
            outer.extend(mine)


def conflicts(a: Access, b: Access) -> z3.BoolRef:
    """`a` and `b` touch one element and at least one writes it."""
    if "w" not in (a.kind, b.kind) or a.elem_type != b.elem_type or not set(a.candidates) & set(b.candidates):
        return z3.BoolVal(False)
    x = z3.FreshConst(z3.BitVecSort(64), "race.addr")
    return z3.simplify(and_(a.bid == b.bid, a.contains(x), b.contains(x)))


PROBE_ABOVE = 64
"""Race checks with more pairs of iterations than this probe single pairs first."""
PROBES = 16
"""How many single pairs such a check probes."""


def check_race_free(interp, op, iterations: list[tuple[z3.BoolRef, list[Access]]]) -> None:
    """Unsupported unless no two of the iterations (each: where it runs,
    its accesses) may race."""
    from tvmlir.semantics.loops import never

    clauses = []
    for i, (g1, acc1) in enumerate(iterations):
        if not any(a.kind == "w" for a in acc1) and not any(
            b.kind == "w" for _, acc2 in iterations[i + 1 :] for b in acc2
        ):
            continue
        for g2, acc2 in iterations[i + 1 :]:
            pair = [c for a in acc1 for b in acc2 if not z3.is_false(c := conflicts(a, b))]
            if pair:
                clauses.append(and_(g1, g2, or_(*pair)))
    if not clauses:
        return
    race = None
    if len(clauses) > PROBE_ABOVE:
        # Many pairs: a race is usually between the first ones, and one
        # pair is a small query where the disjunction of all of them was
        # one z3 spent its whole budget on (90 s on MLIR's transform-gpu
        # test, its 63 iterations' 1,953 pairs over arguments that may
        # alias).  Only a race found this way decides; else the query.
        for c in clauses[:PROBES]:
            if never(interp, c) is False:
                race = False
                break
    if race is None:
        race = never(interp, or_(*clauses))
    if race is not True:
        why = "may" if race is False else "may (not decided within the solver's budget)"
        raise Unsupported(op, f"two iterations {why} access the same memory element, one writing it "
                              "(the order of parallel iterations is unspecified)")
