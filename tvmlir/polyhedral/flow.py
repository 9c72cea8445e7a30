"""Exact array dataflow of a `Scop` (isl, by lexicographic maximum).

For each read (a load, or an output cell read after the function), which
store instance last wrote the cell it reads before it in the program
order, or none (the read sees the cell's initial value).  Every store is a
must-write (its domain is exact: loops and `affine.if` conditions), so
isl's answer is exact: a piecewise function from read instances to the
writer instance, and the instances with no writer.
"""

from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from tvmlir.polyhedral.scop import Access, Scop


@dataclass
class Case:
    """One source of a read's value: a write (`write`, `map` from read
    instances to its instances) or the initial memory (`array`, `map` from
    read instances to cells of `array`)."""

    map: isl.Map
    write: Access | None = None
    array: str = ""


class Sets:
    """isl objects of one side, built once: domains, access relations,
    schedules (with the parameters `context` holds)."""

    def __init__(self, scop: Scop, context: isl.Set, box: isl.Set | None = None):
        self.scop = scop
        self.context = context
        # The dataflow is computed within `box` (check.py: no constraint on
        # the parameters, which made isl's answers simpler and its
        # compute_flow no less wrong, see `flows`).
        self.box = box if box is not None else context
        self.width = max((len(a.sched) for a in scop.reads + scop.writes + scop.events + list(scop.outputs.values())),
                         default=0)  # fmt: skip
        self.decl = scop.param_decl()

    def domain(self, a: Access, params: isl.Set | None = None) -> isl.Set:
        params = self.context if params is None else params
        return isl.Set(f"{self.decl} -> {{ {a.tuple()} : {a.condition()} }}").intersect_params(params)

    def access(self, a: Access) -> isl.Map:
        m = isl.Map(f"{self.decl} -> {{ {a.tuple()} -> {a.array}[{', '.join(a.index)}] }}")
        return m.intersect_domain(self.domain(a, self.box))

    def schedule(self, a: Access) -> isl.Map:
        s = a.sched + ["0"] * (self.width - len(a.sched))
        m = isl.Map(f"{self.decl} -> {{ {a.tuple()} -> [{', '.join(s)}] }}")
        return m.intersect_domain(self.domain(a, self.box))

    def map(self, text: str) -> isl.Map:
        return isl.Map(f"{self.decl} -> {text}")


def flows(sets: Sets) -> dict[str, list[Case]]:
    """Each read's (and output's) cases, by the read's tuple name.

    Computed by lexicographic maximum, not isl's `compute_flow`: that gave
    wrong last writers for loops with a step (a domain with `i mod 16 =
    0`), with or without constraints on the parameters (a tiled row sum's
    final value said to come from the first tile).  For each read, the
    candidate writes are those of the same cell scheduled before it; the
    last is the lexicographic maximum of their schedule times (schedules
    are one-to-one, so a time is one instance).  Every answer is then
    checked (`validate`)."""
    scop = sets.scop
    reads = scop.reads + list(scop.outputs.values())
    result: dict[str, list[Case]] = {}
    for r in reads:
        result[r.name] = _last_writers(sets, r)
        validate(sets, r, result[r.name])
    return result


def _last_writers(sets: Sets, r: Access) -> list[Case]:
    scop = sets.scop
    ar, sr = sets.access(r), sets.schedule(r)
    dom = sets.domain(r, sets.box)
    candidates = []
    times = None
    for w in scop.writes:
        if w.array != r.array:
            continue
        aw, sw = sets.access(w), sets.schedule(w)
        c = ar.apply_range(aw.reverse()).intersect(sr.lex_gt_map(sw))
        if c.is_empty():
            continue
        candidates.append((w, c, sw))
        t = c.apply_range(sw)
        times = t if times is None else times.union(t)
    cases: list[Case] = []
    if times is not None:
        last = times.lexmax()
        for w, c, sw in candidates:
            m = c.intersect(last.apply_range(sw.reverse())).coalesce()
            if not m.is_empty():
                cases.append(Case(m, write=w))
        dom = dom.subtract(last.domain())
    if not dom.is_empty():
        cases.append(Case(ar.intersect_domain(dom).coalesce(), array=r.array))
    return cases


class FlowError(Exception):
    """isl's dataflow answer failed its check (never trusted then)."""


def validate(sets: Sets, r: Access, cases: list[Case]) -> None:
    """Check the cases of read `r` independently of how they were found: each
    writer case is a function to an instance writing the cell read,
    scheduled before the read, with no write to that cell between them;
    each initial case has no write to the cell before the read; the cases
    cover the read's domain and do not overlap."""
    scop = sets.scop
    ar, sr = sets.access(r), sets.schedule(r)
    dom = sets.domain(r, sets.box)
    writes = [w for w in scop.writes if w.array == r.array]
    covered = None
    for case in cases:
        d = case.map.domain()
        if covered is not None and not covered.intersect(d).is_empty():
            raise FlowError(f"overlapping sources for {r.name}")
        covered = d if covered is None else covered.union(d)
        if case.write is not None:
            w = case.write
            aw, sw = sets.access(w), sets.schedule(w)
            if not case.map.is_single_valued():
                raise FlowError(f"several writers for one instance of {r.name}")
            if not case.map.apply_range(aw).is_subset(ar):
                raise FlowError(f"a writer of another cell for {r.name}")
            if not case.map.is_subset(sr.lex_gt_map(sw)):
                raise FlowError(f"a writer after {r.name}")
            for w2 in writes:
                aw2, sw2 = sets.access(w2), sets.schedule(w2)
                between = case.map.apply_range(sw.lex_lt_map(sw2))
                between = between.intersect(ar.apply_range(aw2.reverse())).intersect(sr.lex_gt_map(sw2))
                if not between.is_empty():
                    raise FlowError(f"a later write before {r.name} than its writer")
        else:
            for w2 in writes:
                aw2, sw2 = sets.access(w2), sets.schedule(w2)
                earlier = ar.apply_range(aw2.reverse()).intersect(sr.lex_gt_map(sw2)).intersect_domain(d)
                if not earlier.is_empty():
                    raise FlowError(f"a write before {r.name} said to read the initial value")
    if covered is None:
        covered = dom.subtract(dom)
    if not dom.is_subset(covered):
        raise FlowError(f"instances of {r.name} without a source")
