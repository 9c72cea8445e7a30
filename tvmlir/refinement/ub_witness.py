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
  variables have the sorts of `k`, the query gains `not A(k)`.  The
  query requires the source's UB to be false, which implies every such
  instance: nothing the query allowed is excluded.

Not done when the source makes nondeterministic choices (the query is
then under a `forall` over them, `check.for_all_source_choices`).
"""

from __future__ import annotations

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
        witnesses.append(k)
        new_parts.append(z3.substitute_vars(d.body(), *reversed(k)))
    enc.tgt.ub = or_(*new_parts)
    return [
        z3.Not(z3.substitute_vars(a.body(), *reversed(k)))
        for a in src_exists
        for k in witnesses
        if _sorts(a) == [c.sort() for c in k]
    ]
