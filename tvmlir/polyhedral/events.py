"""Opaque events in loop nests: the two sides' traces matched in order.

An op tvmlir does not know, with effects, is an *event* (semantics/
opaque.py): the target must perform the source's events in the same order,
the k-th events of the two sides the same op with the same operands.  In a
loop nest an event is a statement with many instances; the events of one
side, in program order, are the points of the union `E` of their schedule
times (one-to-one, lexicographically ordered).

The relation pairing the k-th instance of the source's trace with the
k-th of the target's is found (by any means: here the transitive closure
of "both sides move to their next event" from the pair of first events)
and then *checked*, exactly, with isl, wherever the source is defined:

* R is a bijection from all of E_s onto all of E_t (single-valued,
  injective, total on E_s, onto E_t);
* R maps the first event of E_s to the first of E_t (lexmin);
* R commutes with the next-event maps: R(next_s(x)) = next_t(R(x)) for
  every x of E_s, both sides undefined at the last event.

By induction on k, R maps the k-th source event to the k-th target event
(the next-event map of the target is undefined after its last event, so
the traces have the same length).  Then each pair of statements (a, b)
that R relates must be the same op (its kind: name, attributes, types)
and have equal operands under R_ab, which the comparison proves (as any
claim: loads replaced by the values they see).
"""

from __future__ import annotations

import islpy as isl

from tvmlir.ir.diagnostics import format_op_location
from tvmlir.polyhedral.flow import Sets
from tvmlir.polyhedral.scop import Access, Decline


def _times(sets: Sets) -> tuple[isl.UnionMap | None, isl.Set | None]:
    """The union of the events' schedules (each restricted to where it
    executes, in the context) and the set of times E."""
    sched = None
    for e in sets.scop.events:
        m = sets.schedule(e).intersect_domain(sets.domain(e))
        u = isl.UnionMap.from_map(m)
        sched = u if sched is None else sched.union(u)
    if sched is None:
        return None, None
    times = sched.range()
    sets_ = times.get_set_list()
    if sets_.n_set() != 1:
        raise Decline("events whose schedules the route cannot place in one space")
    return sched, sets_.get_at(0)


def _next(times: isl.Set) -> isl.Map:
    """x -> the first time of `times` after x."""
    return times.lex_lt_set(times).lexmin()


def match(sets: tuple[Sets, Sets], context: isl.Set) -> list[tuple[Access, Access, isl.Map]]:
    """The pairs of event statements whose instances the trace pairs, each
    with the relation between their instances; or Decline."""
    (_, es), (_, et) = _times(sets[0]), _times(sets[1])
    src_events, tgt_events = sets[0].scop.events, sets[1].scop.events
    if es is None and et is None:
        return []
    if es is None or et is None:
        # One side has no event statement: the other's must never execute
        # where the source is defined.
        side, events, times = ("target", tgt_events, et) if es is None else ("source", src_events, es)
        if times.intersect_params(context).is_empty():
            return []
        e = events[0]
        raise Decline(f"only the {side} performs events ({_name(e)} at {format_op_location(e.op)})")
    es, et = es.intersect_params(context).coalesce(), et.intersect_params(context).coalesce()
    ns, nt = _next(es), _next(et)
    first = isl.Map.from_domain_and_range(es.lexmin(), et.lexmin())
    why = "none found within the budget"
    for rel in _guesses(sets, first, ns, nt):
        why = _check(rel, first, es, et, ns, nt)
        if why is None:
            break
    else:
        raise Decline(f"the events of the two sides are not proved to occur in the same order (the pairing of the "
                      f"k-th events: {why})")  # fmt: skip
    out = []
    for a in src_events:
        sa = sets[0].schedule(a).intersect_domain(sets[0].domain(a))
        for b in tgt_events:
            sb = sets[1].schedule(b).intersect_domain(sets[1].domain(b))
            r = sa.apply_range(rel).apply_range(sb.reverse()).coalesce()
            if r.is_empty():
                continue
            if a.kind != b.kind:
                raise Decline(f"the source's event {_name(a)} at {format_op_location(a.op)} meets the target's "
                              f"{_name(b)} at {format_op_location(b.op)} at the same position of the trace (events "
                              "reordered, dropped or added)")  # fmt: skip
            out.append((a, b, r))
    return out


def _name(e: Access) -> str:
    return str(e.kind[0])


CLOSURE_OPERATIONS = 2_000_000
"""isl's operations for the closure guess at most (a budget in steps, not
time: the closure of a nest of several event statements may not end)."""


def _guesses(sets: tuple[Sets, Sets], first: isl.Map, ns: isl.Map, nt: isl.Map):
    """Candidates for the relation pairing the k-th times (`_check`
    decides): the k-th event statement of each side paired with the same
    iteration vector (a nest kept as it was, only its other ops changed),
    when both sides have as many event statements of the same depths; then
    `first` and everything the closure of (next_s, next_t) reaches from it
    (isl's closure may be inexact)."""
    src, tgt = sets[0].scop.events, sets[1].scop.events
    if len(src) == len(tgt) and all(len(a.vars) == len(b.vars) for a, b in zip(src, tgt)):
        rel = None
        for a, b in zip(src, tgt):
            same = sets[0].map(f"{{ {a.tuple()} -> {b.name}[{', '.join(a.vars)}] }}")
            sa = sets[0].schedule(a).intersect_domain(sets[0].domain(a))
            sb = sets[1].schedule(b).intersect_domain(sets[1].domain(b))
            r = sa.reverse().apply_range(same).apply_range(sb)
            rel = r if rel is None else rel.union(r)
        yield rel.coalesce()
    ctx = isl.DEFAULT_CONTEXT
    ctx.reset_operations()
    ctx.set_max_operations(CLOSURE_OPERATIONS)
    try:
        step = ns.product(nt)
        closure, _exact = step.transitive_closure()
        start = first.wrap()
        guess = start.apply(closure).union(start).coalesce().unwrap()
    except isl.Error:
        return  # past the budget: no guess
    finally:
        ctx.set_max_operations(0)
        ctx.reset_operations()
    yield guess


def _check(rel: isl.Map, first: isl.Map, es: isl.Set, et: isl.Set, ns: isl.Map, nt: isl.Map) -> str | None:
    """None if `rel` pairs the k-th times of `es` and `et` for every k
    (module docstring), else why not."""
    if not rel.domain().is_subset(es) or not rel.range().is_subset(et):
        return "pairs times that are no events"
    if not (es.is_subset(rel.domain()) and et.is_subset(rel.range())):
        return "the traces may differ in length"
    if not rel.is_single_valued() or not rel.is_injective():
        return "is not one-to-one"
    if not first.is_subset(rel):
        return "does not pair the first events"
    lhs, rhs = ns.apply_range(rel), rel.apply_range(nt)
    if not (lhs.is_subset(rhs) and rhs.is_subset(lhs)):
        return "does not keep the order of the events"
    return None
