"""The target's undefined behaviour as a witness the source is asked about.

Why: an op that is UB when *some* element overflows (TOSA's integer `mul`,
`tosa.add` on dynamic extents, ...) makes each side's UB an `exists`
over the indices.  The query asks for a source that is defined (no index
overflows: a `forall` after negation) and a target that is undefined
(some index overflows).  z3 must then find, by itself, that the source's
`forall` is to be instantiated at the target's witness; with 64-bit index
arithmetic it does not within 30 s (mlir-tv's `tosa-ops/mul_shift`).

The rewrite is the textbook one, done before the solver sees the query:

* each top-level disjunct `exists x. B(x)` of the target's UB is replaced
  by `B(k)` for fresh constants `k`.  The target's UB occurs in the query
  only positively (the UB obligation is broken when it holds) and under
  no binder, so this is skolemization: the query is satisfiable exactly
  when it was;
* for each top-level disjunct `exists y. A(y)` of the source's UB whose
  variables have the sorts of `k`, the query gains `not A(k)`, and
  `not A(k')` for the reorderings `k'` of `k` that match the variables'
  static extents (`_orders`: a loop interchange quantifies over the same
  loops in another order).  The query requires the source's UB to be
  false, which implies every such instance: nothing the query allowed is
  excluded.

Not done when the source makes nondeterministic choices (the query is
then under a `forall` over them, `check.for_all_source_choices`).
"""

from __future__ import annotations

import itertools

import z3

from tvmlir.semantics.fp.terms import or_


def _disjuncts(e: z3.BoolRef) -> list[z3.BoolRef]:
    return list(e.children()) if z3.is_or(e) else [e]


def _is_exists(e) -> bool:
    return z3.is_quantifier(e) and e.is_exists()


def _sorts(q) -> list[z3.SortRef]:
    return [q.var_sort(k) for k in range(q.num_vars())]


def skolemize_target_ub(enc) -> list[z3.BoolRef]:
    """Replaces `enc.tgt.ub` by its skolemized form; returns the source's
    UB instances to add to the query (see the module docstring).  Done
    once per encoding: the query is built again for the retry without
    extent bounds."""
    if enc.ub_instances is None:
        enc.ub_instances = _skolemize(enc)
    return enc.ub_instances


def _skolemize(enc) -> list[z3.BoolRef]:
    if enc.src.interp.angelic:
        return []
    src_exists = [d for d in _disjuncts(enc.src.ub) if _is_exists(d)]
    parts = _disjuncts(enc.tgt.ub)
    if not src_exists or not any(_is_exists(d) for d in parts):
        return []
    names = enc.ctx.names
    new_parts, witnesses = [], []
    for d in parts:
        if not _is_exists(d):
            new_parts.append(d)
            continue
        k = [names.fresh(f"ub.{d.var_name(n)}", d.var_sort(n)) for n in range(d.num_vars())]
        witnesses.append((k, [_bound(d.var_name(n)) for n in range(d.num_vars())]))
        new_parts.append(z3.substitute_vars(d.body(), *reversed(k)))
    enc.tgt.ub = or_(*new_parts)
    return [
        z3.Not(z3.substitute_vars(a.body(), *reversed(order)))
        for a in src_exists
        for k, bounds in witnesses
        if _sorts(a) == [c.sort() for c in k]
        for order in _orders(a, k, bounds)
    ]


MAX_ORDERS = 24
"""Instances per (source existential, target witness) pair beyond the
first: enough for the interchanges of a few loops of equal extent."""


def _bound(name: str) -> str:
    """The static extent a binder variable's name carries (`Interpreter.
    binder` names them `d!3<8>`), or "" when unknown."""
    return name[name.rindex("<") :] if name.endswith(">") and "<" in name else ""


def _permutations_each(pools: list[list]):
    """Lazily, one permutation of every pool at a time (itertools.product
    would build all permutations of each pool first)."""
    if not pools:
        yield ()
        return
    for first in itertools.permutations(pools[0]):
        for rest in _permutations_each(pools[1:]):
            yield (first, *rest)


def _orders(a, k: list, bounds_k: list[str]) -> list[list]:
    """Witness lists to instantiate the source existential `a` at: `k` in
    order, then the other assignments of `k`'s constants to `a`'s variables
    that match static extents (a loop interchange puts the same loops in
    another order).  Variables of extent 1 are 0 on both sides, so among
    them the order does not matter.  Every instance is implied by "the
    source is defined" (any values do), so more instances only help the
    solver."""
    bounds_a = [_bound(a.var_name(n)) for n in range(a.num_vars())]
    orders = [list(k)]
    if sorted(bounds_a) != sorted(bounds_k) or "" in bounds_a:
        return orders
    groups = sorted({b for b in bounds_a if b != "<1>"})
    slots = [[i for i, x in enumerate(bounds_a) if x == b] for b in groups]
    pools = [[c for c, x in zip(k, bounds_k) if x == b] for b in groups]
    ones = zip([i for i, x in enumerate(bounds_a) if x == "<1>"], [c for c, x in zip(k, bounds_k) if x == "<1>"])
    base: list = list(k)
    for i, c in ones:
        base[i] = c
    for combo in itertools.islice(_permutations_each(pools), 4 * MAX_ORDERS):
        order = list(base)
        for group_slots, perm in zip(slots, combo):
            for i, c in zip(group_slots, perm):
                order[i] = c
        if any(not o.eq(c) for o, c in zip(order, k)) and all(o.sort() == c.sort() for o, c in zip(order, k)):
            orders.append(order)
        if len(orders) > MAX_ORDERS:
            break
    return orders
