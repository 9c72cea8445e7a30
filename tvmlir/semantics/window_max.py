"""The max (or min) of a pooling window as a fresh constant with facts.

A window folded with `maximumf` / `minimumf` (`linalg.pooling_*_max/min`)
or with TOSA's `apply_max_s` (`tosa.max_pool2d`) is, written as the fold, a
chain of `n` nested `ite`s, each comparing the running maximum with the
next element.  Counterexamples of a wrong pooling are rare (all 49 elements
of a 7x7 window at -inf, or only zeros and negatives), and z3 did not find
one in 30-60 s on litmus `maxpool2d` (pure bit-vectors, arrays abstracted
away: still unknown after 40 s; 4x4: 1 s; a flat `ite` over "x_i beats
every other element" was slower still).  Here the value is a fresh
constant `r` and top-level facts that define it exactly:

* `maximumf` / `minimumf`: NaN if an element (the start included) is NaN;
  else `r` is one of the elements and no element is past it in the order
  where -0 < +0.  Elements equal in that order are the same value (equal
  non-zero floats are one term of either float domain), so `r` is the
  fold's value in any order (`FPModel._pick`).
* TOSA `apply_max_s` (`acc >= v ? acc : v`, NaN propagated; -0 and +0 are
  equal there): `r` is not below any element, and equals some `x_i` that
  is strictly above every element before it: the first of the largest,
  which the fold keeps, a zero with its own sign
  (`tosa_accumulate._max_pool2d`).

The facts are unit constraints the solver propagates directly: litmus
`maxpool2d` is now sat in well under a second.

A constant cannot vary with a bound variable: only a window whose
elements mention no binder's variable (`x!N`, `Names.fresh`) and no
quantifier gets one, others keep the fold.  Witnesses of the obligations
(`ret0.i3`) are free variables of the query except under the source's
choices, where `check.for_all_source_choices` puts the fold back
(`Fold.term`).  `python_tests/semantics/test_window_max.py` proves the facts
equal to the folds for windows of 2 to 5 elements, in both float domains.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import z3

from tvmlir.semantics.context import Fold, QueryContext
from tvmlir.semantics.fp.terms import and_, ite, not_, or_
from tvmlir.semantics.values import Names

FOLD = "fold"
"""The name prefix of a fold's constant."""

FREE_PREFIXES = (FOLD + "!", "sum!")
"""Fresh constants that stand for closed values (folds, closed sums), not
for a binder's variable."""


def unbound(terms: Sequence[z3.ExprRef]) -> bool:
    """Whether `terms` mention no binder's variable and no quantifier
    (witnesses, dotted, may appear: `check.for_all_source_choices` inlines
    the folds where it binds them)."""
    return Names.mention_no_bound(terms, "!", FREE_PREFIXES)


def _is_zero_with_sign(fp, fmt, x, negative: bool) -> z3.BoolRef:
    sign = fp.is_negative(x, fmt)
    return and_(fp.is_zero(x, fmt), sign if negative else not_(sign))


def ieee_extreme_facts(fp, fmt, r, values: Sequence[z3.ExprRef], want_max: bool) -> z3.BoolRef:
    """`r` is the fold of `maximumf` (`want_max`) or `minimumf` over
    `values`: one of them, not below (above) any, and, if a zero, +0 (-0)
    exactly when some element is."""
    nan = or_(*[fp.is_nan(x, fmt) for x in values])
    rel = "ge" if want_max else "le"
    bound = [fp.relation(rel, r, x, fmt) for x in values]
    preferred = or_(*[_is_zero_with_sign(fp, fmt, x, negative=not want_max) for x in values])
    sign = z3.Implies(fp.is_zero(r, fmt), fp.is_negative(r, fmt) == (not_(preferred) if want_max else preferred))
    return ite(nan, r == fp.nan(fmt), and_(or_(*[r == x for x in values]), *bound, sign))


def tosa_max_facts(fp, fmt, r, values: Sequence[z3.ExprRef]) -> z3.BoolRef:
    """`r` is the fold of TOSA's `apply_max_s` over `values` in order: one
    of them, not below any, and, if a zero, with the sign of the first zero
    (the largest are then the zeros, and the fold keeps the first)."""
    nan = or_(*[fp.is_nan(x, fmt) for x in values])
    bound = [fp.relation("ge", r, x, fmt) for x in values]
    first_zero_negative = z3.BoolVal(False)
    for x in reversed(values):
        first_zero_negative = ite(fp.is_zero(x, fmt), fp.is_negative(x, fmt), first_zero_negative)
    sign = z3.Implies(fp.is_zero(r, fmt), fp.is_negative(r, fmt) == first_zero_negative)
    return ite(nan, r == fp.nan(fmt), and_(or_(*[r == x for x in values]), *bound, sign))


def ieee_chain(fp, fmt, values, want_max: bool) -> z3.ExprRef:
    pick = fp.maximum if want_max else fp.minimum
    acc = values[0]
    for x in values[1:]:
        acc = pick(acc, x, fmt)
    return acc


def tosa_chain(fp, fmt, values) -> z3.ExprRef:
    acc = values[0]
    for v in values[1:]:
        either_nan = or_(fp.is_nan(acc, fmt), fp.is_nan(v, fmt))
        acc = ite(either_nan, fp.nan(fmt), ite(fp.cmp("oge", acc, v, fmt), acc, v))
    return acc


def _fold(ctx: QueryContext, fp, fmt, values, facts: Callable, chain: Callable[[], z3.ExprRef], key: tuple):
    if len(values) == 1 or not unbound(values):
        return chain()
    # Equal windows (for maximumf / minimumf: equal as sets, the fold does
    # not depend on the order) are one constant: a pooling of a transposed
    # input is then the same term, which the solver does not have to prove
    # equal from two sets of facts (it timed out on that for 7x7).
    hit = ctx.memo.get(key)
    if hit is not None:
        return hit[1]
    # The query's names (ctx.names): the source's and the target's
    # interpreters count their own, and a free constant must not repeat.
    r = ctx.names.fresh(FOLD, fp.sort(fmt))
    ctx.folds.append(Fold(r, facts(r), chain))
    ctx.memo[key] = (values, r)  # the values keep their ids from reuse
    return r


def ieee_extreme(ctx: QueryContext, fp, fmt, values: Sequence[z3.ExprRef], want_max: bool) -> z3.ExprRef:
    """The fold of `maximumf` / `minimumf` over `values` (the start first)."""
    values = [z3.simplify(x) for x in values]
    key = ("window_max", "max" if want_max else "min", fmt.name, tuple(sorted({x.get_id() for x in values})))
    return _fold(ctx, fp, fmt, values, lambda r: ieee_extreme_facts(fp, fmt, r, values, want_max),
                 lambda: ieee_chain(fp, fmt, values, want_max), key)  # fmt: skip


def tosa_max(ctx: QueryContext, fp, fmt, values: Sequence[z3.ExprRef]) -> z3.ExprRef:
    """The fold of TOSA's `apply_max_s` over `values`, in order."""
    values = [z3.simplify(x) for x in values]
    key = ("window_max", "tosa", fmt.name, tuple(x.get_id() for x in values))
    return _fold(ctx, fp, fmt, values, lambda r: tosa_max_facts(fp, fmt, r, values),
                 lambda: tosa_chain(fp, fmt, values), key)  # fmt: skip


def inline_folds(ctx: QueryContext, term: z3.ExprRef) -> z3.ExprRef:
    """`term` with each fold's constant replaced by the fold itself.  For a
    formula that binds a witness the folds mention (under the source's
    choices, `check.for_all_source_choices`: a constant outside could not
    follow it; the facts that define the constants then speak of variables
    nothing else mentions), and for the counterexample's display, which
    reads a tensor at constant indices (new folds the model does not know)."""
    if not ctx.folds:
        return term
    return z3.substitute(term, *fold_definitions(ctx))


def fold_definitions(ctx: QueryContext) -> list[tuple[z3.ExprRef, z3.ExprRef]]:
    """Each fold's constant and the fold itself, over the window's
    elements only (a fold's elements mention only earlier folds, which
    are replaced in turn)."""
    pairs: list[tuple[z3.ExprRef, z3.ExprRef]] = []
    for f in ctx.folds:
        chain = f.term()
        pairs.append((f.var, z3.substitute(chain, *pairs) if pairs else chain))
    return pairs
