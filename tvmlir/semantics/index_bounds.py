"""Fold index divisions whose operands have known bounds.

Why: a reshape chain (`collapse_shape` into a matmul, `expand_shape` of
its result, mlir-tv's `conv2d-to-img2col` pairs) reads an element at a
flat index `i1 * 14 + i2` and splits it again, `(i1 * 14 + i2) / 14` and
`% 14`.  `index.unflatten` cannot fold that: it holds only when `i2 < 14`
and nothing wraps around, which the terms do not say.  Where the caller
knows bounds of the variables (an obligation's element indices, within
the extents under its guard), the division is exact and folds:

    (sum a_k * t_k + r) / c  ==  sum (a_k / c) * t_k   (each a_k a multiple of c)
    (sum a_k * t_k + r) % c  ==  r

when every atom `t_k` has a known range, the whole sum stays below 2^64
(so the 64-bit sum is the mathematical one) and `r`, the part not
divisible by `c`, lies in `[0, c)`.  The result is equal to the input for
every assignment within the bounds, so it may only replace the input
where those bounds are assumed (the caller's guard).  64-bit divisions by
constants are what the solver bit-blasts slowest (the pair above: a 30 s
timeout).
"""

from __future__ import annotations

import z3

from tvmlir.semantics import index as ix

_TOP = 1 << ix.INDEX_WIDTH
_DIV = (z3.Z3_OP_BUDIV, z3.Z3_OP_BUDIV_I, z3.Z3_OP_BUREM, z3.Z3_OP_BUREM_I)


class BoundedDivisions:
    """Rewrites terms under fixed bounds `var < bound` (constants) of some
    index variables; memoized per term."""

    def __init__(self, bounds: dict[z3.ExprRef, int]):
        self._vars = list(bounds)  # keeps the ids below alive
        self._bound = {v.get_id(): b for v, b in bounds.items() if b > 0}
        self._memo: dict[int, tuple[z3.ExprRef, z3.ExprRef]] = {}
        self._ranges: dict[int, tuple[z3.ExprRef, tuple[int, int] | None]] = {}
        self._fresh = 0

    def rewrite(self, e: z3.ExprRef) -> z3.ExprRef:
        if not self._bound:
            return e
        key = e.get_id()
        hit = self._memo.get(key)
        if hit is None:
            # The memo keeps `e` alive: z3 reuses the id of a freed term.
            hit = self._memo[key] = (e, self._rewrite(e))
        return hit[1]

    def _rewrite(self, e):
        if z3.is_quantifier(e):
            return self._binder(e)
        if not z3.is_app(e) or e.num_args() == 0:
            return e
        kids = [self.rewrite(c) for c in e.children()]
        if any(not k.eq(c) for k, c in zip(kids, e.children())):
            e = e.decl()(*kids)
        if e.decl().kind() in _DIV:
            folded = self._fold(e)
            if folded is not None:
                return folded
        return e

    def _binder(self, q):
        """A lambda or quantifier: its body with the bound variables as
        fresh constants (no bounds: nothing is known of them), rewritten."""
        n = q.num_vars()
        self._fresh += 1
        consts = [z3.Const(f"{q.var_name(k)}!bd{self._fresh}", q.var_sort(k)) for k in range(n)]
        body = z3.substitute_vars(q.body(), *reversed(consts))
        new = self.rewrite(body)
        if new.eq(body):
            return q
        if q.is_lambda():
            return z3.Lambda(consts, new)
        return z3.ForAll(consts, new) if q.is_forall() else z3.Exists(consts, new)

    # ----- ranges and linear forms -------------------------------------------

    def _range(self, e) -> tuple[int, int] | None:
        """Unsigned bounds of `e` for every assignment within the bounds."""
        key = e.get_id()
        if key not in self._ranges:
            self._ranges[key] = (e, self._compute_range(e))
        return self._ranges[key][1]

    def _compute_range(self, e):
        v = ix.value(e)
        if v is not None:
            return v, v
        if e.get_id() in self._bound:
            return 0, self._bound[e.get_id()] - 1
        if not z3.is_app(e):
            return None
        k = e.decl().kind()
        if k in (z3.Z3_OP_BADD, z3.Z3_OP_BMUL):
            rs = [self._range(c) for c in e.children()]
            if None in rs:
                return None
            lo, hi = rs[0]
            for a, b in rs[1:]:
                lo, hi = (lo + a, hi + b) if k == z3.Z3_OP_BADD else (lo * a, hi * b)
            return (lo, hi) if hi < _TOP else None
        c = ix.value(e.arg(1)) if e.num_args() == 2 else None
        if k in (z3.Z3_OP_BUDIV, z3.Z3_OP_BUDIV_I) and c:
            r = self._range(e.arg(0))
            return None if r is None else (r[0] // c, r[1] // c)
        if k in (z3.Z3_OP_BUREM, z3.Z3_OP_BUREM_I) and c:
            r = self._range(e.arg(0))
            return r if r is not None and r[1] < c else (0, c - 1)
        return None

    def _linear(self, e, scale: int, out: dict, terms: dict) -> int:
        """Adds `scale * e` to `out` (atom id -> coefficient); returns the
        constant part."""
        v = ix.value(e)
        if v is not None:
            return scale * v
        if z3.is_app_of(e, z3.Z3_OP_BADD):
            return sum(self._linear(c, scale, out, terms) for c in e.children())
        if z3.is_app_of(e, z3.Z3_OP_BMUL) and e.num_args() == 2:
            for a, b in ((e.arg(0), e.arg(1)), (e.arg(1), e.arg(0))):
                va = ix.value(a)
                if va is not None:
                    return self._linear(b, scale * va, out, terms)
        key = e.get_id()
        terms[key] = e
        out[key] = out.get(key, 0) + scale
        return 0

    def _fold(self, e):
        c = ix.value(e.arg(1))
        if not c or e.arg(0).size() != ix.INDEX_WIDTH:  # index terms only
            return None
        coefs, terms = {}, {}
        const = self._linear(e.arg(0), 1, coefs, terms)
        hi_total, r_lo, r_hi = const, const % c, const % c
        for key, a in coefs.items():
            r = self._range(terms[key])
            if r is None or a < 0:
                return None
            hi_total += a * r[1]
            if a % c:
                r_lo, r_hi = r_lo + a * r[0], r_hi + a * r[1]
        if hi_total >= _TOP or r_hi >= c or r_lo < 0:
            return None
        if e.decl().kind() in (z3.Z3_OP_BUDIV, z3.Z3_OP_BUDIV_I):
            out = ix.bv(const // c)
            for key, a in coefs.items():
                if a % c == 0:
                    out = ix.add(out, ix.mul(ix.bv(a // c), terms[key]))
            return out
        out = ix.bv(const % c)
        for key, a in coefs.items():
            if a % c:
                out = ix.add(out, ix.mul(ix.bv(a), terms[key]))
        return out
