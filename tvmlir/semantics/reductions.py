"""Reductions: `sum` and `dot` as uninterpreted functions, and the
abstraction rounds that refine them (mlir-tv CAV'22 5.1, 5.3, 6.3).

* `fp_sum`: the sum of `n` floats (plus an initial value) is the UF `sum`
  applied to the array of its elements, masked beyond `n` with -0.0 (the
  neutral element: `x + -0.0 = x` for every x, so the masking changes no
  concrete fold) and with NaNs made canonical.  A linalg reduction is a
  sequential fold, a function of that array: `sum` over-approximates it.
  A constant length up to `SMALL_SUM` is a UF of the elements as
  arguments instead (`sum<n>`, `_listed_sum`): equal by congruence.
  Level "unroll" replaces sums of constant length up to
  `--unroll-fp-sum-bound` by the fold itself (`addf`s in loop order).
* With `--associative` ("assoc"), `addf` is a `sum` of two elements and
  `associativity_facts` adds mlir-tv's hash encoding: for every two sums of
  constant length, different results imply different hashes, where the hash
  of a sum is the bit-vector sum of a UF `hash` over its elements (a nested
  sum contributing its own hash), and `hash(-0.0) = 0`.  Sums of permuted
  or re-bracketed arrays then get equal hashes and so must be equal.
* `dot`: level "uf" is a UF of (init, a, b), commutative in a and b by
  construction; level "sum_mul" is `fp_sum` of the products.
* Integer sums are exact when unrolled (modular addition is associative and
  commutative): constant lengths up to `INT_UNROLL` (any with
  `--unroll-int-sum`) are unrolled, others are a UF.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import z3

from tvmlir.semantics import index as ix
from tvmlir.semantics.context import QueryContext, SumRecord
from tvmlir.semantics.fp.terms import ite
from tvmlir.semantics.values import Names

INT_UNROLL = 64
SMALL_SUM = 64

ElemFn = Callable[[z3.BitVecRef], z3.ExprRef]


def _canonical_nan(ctx, x, fmt):
    fp = ctx.sem.fp
    return ite(fp.is_nan(x, fmt), fp.nan(fmt), x)


def _with_init(elems: ElemFn, n, init):
    """Prepend `init` to the array (the fold starts from it)."""
    if init is None:
        return elems, n

    def shifted(k):
        v = ix.value(k)
        if v is not None:
            return init if v == 0 else elems(ix.bv(v - 1))
        return ite(k == ix.bv(0), init, elems(ix.sub(k, ix.bv(1))))

    return shifted, ix.add(n, ix.bv(1))


def fp_sum(ctx: QueryContext, fmt, elems: ElemFn, n, init=None, names=None) -> z3.ExprRef:
    fp = ctx.sem.fp
    neg_zero = fp.constant(-0.0, fmt)
    if init is not None and init.eq(neg_zero):
        init = None
    elems, n = _with_init(elems, n, init)
    length = ix.value(n)
    if length == 0:
        return neg_zero
    if length == 1:
        return elems(ix.bv(0))
    level = ctx.abstraction.fp_sum
    items = raw = None
    if length is not None and (level == "assoc" or length <= SMALL_SUM):
        raw = [elems(ix.bv(j)) for j in range(length)]
        items = [_canonical_nan(ctx, e, fmt) for e in raw]
    if level == "unroll" and length is not None and length <= ctx.options.unroll_fp_sum_bound:
        ctx.used.unrolled = True
        acc = elems(ix.bv(0))
        for k in range(1, length):
            acc = fp.add(acc, elems(ix.bv(k)), fmt)
        return acc
    ctx.used.fp_sum = True
    key = None
    if items is not None:
        # Equal element lists give the same term (lambdas built twice would
        # differ in their binder names, and the solver would have to prove
        # the arrays equal).
        key = ("fp_sum", fmt.name, tuple(t.get_id() for t in items))
        hit = ctx.memo.get(key)
        if hit is not None:
            return hit[1]
    sort = fp.sort(fmt)
    array = None
    summands = raw if raw is not None else ([init] if init is not None else [])
    if items is not None and length <= SMALL_SUM:
        applied = _listed_sum(ctx, fmt, items)
        result = not_negative_zero_unless(ctx, fmt, applied, summands)
    else:
        k = (names or ctx.names).fresh("s")
        masked = z3.Lambda([k], ite(ix.ult(k, n), _canonical_nan(ctx, elems(k), fmt), neg_zero))
        if level == "assoc" and items is not None and closed(raw):
            result, array = closed_sum(ctx, fmt, summands), masked
        else:
            sum_fn = ctx.function(("fp_sum", fmt.name), f"sum.{fmt.name}", z3.ArraySort(ix.INDEX, sort), sort)
            result = not_negative_zero_unless(ctx, fmt, sum_fn(masked), summands)
    if key is not None:
        ctx.memo[key] = (items, result)  # the items keep their ids from reuse
    if level == "assoc" and items is not None:
        ctx.sums.append(SumRecord(fmt, items, result, raw, array))
    if length is None:
        first = elems(ix.bv(0))
        return ite(n == ix.bv(0), neg_zero, ite(n == ix.bv(1), first, result))
    return result


def _listed_sum(ctx: QueryContext, fmt, items: list[z3.ExprRef]) -> z3.ExprRef:
    """The sum of a known list of summands: a UF of them *as arguments*
    (one UF per length), not of an array.  Why: two sums of equal
    summands are then equal by congruence, which the solver decides
    directly, also when the summands are equal only after arithmetic (an
    index `(0 + 0) * 6` against `0`: a convolution before and after IREE
    drops its unit dimensions); over arrays built by lambdas it had to
    prove the arrays equal, and timed out.  Literal -0.0 summands are
    dropped (`x + -0.0 = x` for every x, so no fold changes); one summand
    left is the sum.  Sums of different lengths are unrelated UFs: fewer
    facts than one UF over -0.0-padded arrays, so still sound."""
    fp = ctx.sem.fp
    neg_zero = fp.constant(-0.0, fmt)
    kept = [t for t in items if not t.eq(neg_zero)]
    if not kept:
        return neg_zero
    if len(kept) == 1:
        return kept[0]
    sort = fp.sort(fmt)
    n = len(kept)
    sum_fn = ctx.function(("fp_sum", fmt.name, n), f"sum{n}.{fmt.name}", *([sort] * n), sort)
    return sum_fn(*kept)


CLOSED_SUM = "sum"
"""The name prefix of a closed sum's constant (`closed_sum`)."""


def closed(terms: list[z3.ExprRef]) -> bool:
    """Whether `terms` mention no variable a binder or a quantifier of the
    query may bind: only the function's tensor and scalar inputs (plain
    names: `arg0`, `mat`), abstract float constants (`afp.c.*`) and closed
    sums.  Bound and skolem variables are named `x!N`
    (`Names.fresh`, `z3.FreshConst`), choices and witnesses are dotted
    (`src.choice.*`, `ret.i0`); a quantifier or lambda inside is not
    entered, so it makes the terms not closed.  Conservative: a term it
    rejects keeps the array UF."""
    return Names.mention_no_bound(terms, ".!", (CLOSED_SUM + "!", "afp.c."))


def closed_sum(ctx: QueryContext, fmt, summands) -> z3.ExprRef:
    """`--associative`: a sum of constant length whose elements are closed
    terms is a fresh constant.  Why: as a UF of a lambda array (10000
    elements in litmus sum-assoc-bad), z3 had to decide extensionality of
    two large lambdas to tell the sums apart, and timed out.  Nothing is
    lost: the hash facts (`associativity_facts`) make sums of equal
    multisets equal, which implies the UF's congruence on equal arrays, and
    the constant is linked to the UF when another sum of the query uses it.
    Only closed terms: a constant cannot vary with a binder's variable or a
    source choice, so a sum whose elements mention one keeps the UF.

    A sum is -0.0 only if every summand is (`not_negative_zero_unless`): a
    precondition `s = -0.0 -> every summand is -0.0` instead of the `ite`
    with a disjunction over all summands, which z3's core solver spent 10 s
    on for 10000 summands; it allows the same values (-0.0 excluded unless
    all summands are -0.0)."""
    fp = ctx.sem.fp
    neg_zero = fp.constant(-0.0, fmt)
    others = [t for t in summands if not t.eq(neg_zero)]
    # The query's names: the source's and the target's interpreters each
    # count their own (binder names may repeat, a free constant must not).
    s = ctx.names.fresh(CLOSED_SUM, fp.sort(fmt))
    if any(fp.literal_not_negative_zero(t, fmt) for t in others):
        return not_negative_zero_unless(ctx, fmt, s, others)
    if others:
        ctx.preconditions.append(z3.Implies(s == neg_zero, z3.And(*[t == neg_zero for t in others])))
    return s


def fp_add_as_sum(ctx: QueryContext, x, y, fmt) -> z3.ExprRef:
    """`--associative`: `x + y` is the sum of [x, y]."""
    pair = [x, y]
    return fp_sum(ctx, fmt, lambda k: pair[ix.value(k)] if ix.value(k) is not None else ite(k == ix.bv(0), x, y), ix.bv(2))


def int_sum(ctx: QueryContext, width: int, elems: ElemFn, n, init=None, names=None) -> z3.ExprRef:
    elems, n = _with_init(elems, n, init)
    length = ix.value(n)
    zero = z3.BitVecVal(0, width)
    if length is not None and (length <= INT_UNROLL or ctx.options.unroll_int_sum):
        acc = zero
        for k in range(length):
            acc = acc + elems(ix.bv(k)) if k else elems(ix.bv(0))
        return acc
    ctx.used.int_sum = True
    k = (names or ctx.names).fresh("s")
    masked = z3.Lambda([k], ite(ix.ult(k, n), elems(k), zero))
    sort = z3.BitVecSort(width)
    fn = ctx.function(("int_sum", width), f"sum.i{width}", z3.ArraySort(ix.INDEX, sort), sort)
    return fn(masked)


def fp_dot(ctx: QueryContext, fmt, a: ElemFn, b: ElemFn, n, init=None, names=None) -> z3.ExprRef:
    fp = ctx.sem.fp
    if ctx.abstraction.dot == "sum_mul":
        return fp_sum(ctx, fmt, lambda k: fp.mul(a(k), b(k), fmt), n, init, names)
    ctx.used.fp_dot = True
    neg_zero = fp.constant(-0.0, fmt)
    init = neg_zero if init is None else init
    sort = fp.sort(fmt)
    arr = z3.ArraySort(ix.INDEX, sort)
    ma, mb = _mask(names or ctx.names, a, n, neg_zero), _mask(names or ctx.names, b, n, neg_zero)
    if isinstance(sort, z3.BitVecSortRef):
        f = ctx.function(("fp_dot", fmt.name), f"dot.{fmt.name}", sort, arr, arr, sort)
        return not_negative_zero_unless(ctx, fmt, f(init, ma, mb) & f(init, mb, ma), [init])
    # IEEE: a commutative code of the pair, decoded (no `&` on FP terms).
    code = z3.BitVecSort(fmt.exponent_bits + fmt.significand_bits + 1)
    g = ctx.function(("fp_dot_code", fmt.name), f"dot.code.{fmt.name}", sort, arr, arr, code)
    h = ctx.function(("fp_dot_decode", fmt.name), f"dot.decode.{fmt.name}", code, sort)
    return not_negative_zero_unless(ctx, fmt, h(g(init, ma, mb) & g(init, mb, ma)), [init])


def not_negative_zero_unless(ctx: QueryContext, fmt, result, summands) -> z3.ExprRef:
    """`result`, a sum's UF application, except that it is not -0.0 when
    one of `summands` (some or all of its summands) is not -0.0.

    IEEE-754, round to nearest: `a + b` is -0.0 only if both are -0.0
    (`x + -x` is +0.0, and an exact non-zero sum never rounds to zero), so
    a sum in any order and bracketing is -0.0 only if every summand is.
    The UF alone could be -0.0 there; the `ite` maps that value to +0.0,
    so the term still ranges over every value the real sum can take
    (sound) and no more than needed.

    When a summand is a literal other than -0.0 (a matmul's +0.0 init),
    the result is never -0.0, and its NaN is made the domain's NaN (what
    the fold of `add`s it stands for returns); it is then marked
    (`FPModel.mark_never_negative_zero`), so `sum + 0.0` is the sum itself
    (IREE's global optimization moves a matmul's zero init out as `+ 0.0`
    after it, design-notes 13)."""
    fp = ctx.sem.fp
    neg_zero, plus_zero = fp.constant(-0.0, fmt), fp.constant(0.0, fmt)
    others = [t for t in summands if not t.eq(neg_zero)]
    if not others:
        return result
    if any(fp.literal_not_negative_zero(t, fmt) for t in others):
        never = ite(fp.is_nan(result, fmt), fp.nan(fmt), ite(result == neg_zero, plus_zero, result))
        return fp.mark_never_negative_zero(never)
    some_other = z3.Or(*[t != neg_zero for t in others])
    return ite(z3.And(result == neg_zero, some_other), plus_zero, result)


def int_dot(ctx: QueryContext, width: int, a: ElemFn, b: ElemFn, n, init=None, names=None) -> z3.ExprRef:
    if ctx.abstraction.dot == "sum_mul":
        return int_sum(ctx, width, lambda k: a(k) * b(k), n, init, names)
    ctx.used.int_dot = True
    zero = z3.BitVecVal(0, width)
    sort = z3.BitVecSort(width)
    arr = z3.ArraySort(ix.INDEX, sort)
    f = ctx.function(("int_dot", width), f"dot.i{width}", arr, arr, sort)
    ma, mb = _mask(names or ctx.names, a, n, zero), _mask(names or ctx.names, b, n, zero)
    # f(a, b) + f(b, a) is commutative and expresses every commutative
    # function when a != b (f(a, b) = dot, f(b, a) = 0 for a < b), but on
    # a == b it would claim dot(a, a) even: use f(a, a) there.
    d = ite(ma == mb, f(ma, mb), f(ma, mb) + f(mb, ma))
    return d if init is None else init + d


def _mask(names, elems: ElemFn, n, default) -> z3.ArrayRef:
    k = names.fresh("d")
    return z3.Lambda([k], ite(ix.ult(k, n), elems(k), default))


def associativity_facts(ctx: QueryContext) -> list[z3.BoolRef]:
    """The hash encoding's preconditions over the recorded sums."""
    facts = []
    by_format: dict[str, list[SumRecord]] = {}
    for rec in ctx.sums:
        by_format.setdefault(rec.fmt.name, []).append(rec)
    for name, recs in by_format.items():
        fmt = recs[0].fmt
        longest = max(len(r.elements) for r in recs)
        width = max(1, math.ceil(math.log2(max(2, len(recs) * len(recs) * longest))))
        sort = ctx.sem.fp.sort(fmt)
        h = ctx.function(("fp_hash", name, width), f"hash.{name}", sort, z3.BitVecSort(width))
        parts_of: list[list[z3.BitVecRef]] = []
        by_result = {}
        for i, rec in enumerate(recs):
            parts = []
            for e, r in zip(rec.elements, rec.raw or rec.elements):
                nested = by_result.get(r.get_id())
                parts.append(nested[1] if nested is not None and nested[0].eq(r) else h(z3.simplify(e)))
            parts_of.append(parts)
            total = z3.simplify(z3.Sum(parts)) if len(parts) > 1 else parts[0]
            by_result.setdefault(rec.result.get_id(), (rec.result, total))
        zero = z3.BitVecVal(0, width)
        for i in range(len(recs)):
            for j in range(i + 1, len(recs)):
                if recs[i].result.eq(recs[j].result):
                    continue
                left, right = _cancel(parts_of[i], parts_of[j])
                facts.append(z3.Implies(recs[i].result != recs[j].result, _bv_sum(left, zero) != _bv_sum(right, zero)))
        facts.append(h(ctx.sem.fp.constant(-0.0, fmt)) == zero)
        uf = ctx.functions.get(("fp_sum", name))
        if uf is not None:
            facts += [rec.result == uf(rec.array) for rec in recs if rec.array is not None]
    return facts


def _cancel(left: list[z3.ExprRef], right: list[z3.ExprRef]) -> tuple[list, list]:
    """The two multisets of hash terms without their common part.  Bit-vector
    addition is a group, so `sum(L) != sum(R)` iff `sum(L - R) != sum(R - L)`:
    the fact is the same, and a sum of 10000 terms against a permutation of
    it with one element replaced becomes one term against one term (equal
    elements are simplified first, so a transposed index `0 % 100 * 100 +
    0 / 100` is `0`)."""
    count: dict[int, int] = {}
    for t in right:
        count[t.get_id()] = count.get(t.get_id(), 0) + 1
    kept = []
    for t in left:
        c = count.get(t.get_id(), 0)
        if c:
            count[t.get_id()] = c - 1
        else:
            kept.append(t)
    rest = []
    for t in right:
        c = count.get(t.get_id(), 0)
        if c:
            count[t.get_id()] = c - 1
            rest.append(t)
    return kept, rest


def _bv_sum(terms: list[z3.ExprRef], zero: z3.BitVecRef) -> z3.BitVecRef:
    if not terms:
        return zero
    return terms[0] if len(terms) == 1 else z3.Sum(terms)
