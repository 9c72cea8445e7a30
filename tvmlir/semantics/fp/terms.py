"""Thin z3 term builders for the hot path.

Why: z3's Python `If`, `And`, `Or` (and `==`, `Extract`, `Concat`) check
and coerce their arguments on every call and cost about ten times the
underlying C call (40 us against 4 us here).  The semantics builds many of them per float op, always on
well-sorted terms of the main context, so these call the C API directly.
"""

from __future__ import annotations

import z3
from z3 import z3core

_CTX = z3.main_ctx()
_BOOL = z3.BoolSort()


def _wrap(like: z3.ExprRef):
    if isinstance(like, z3.QuantifierRef):
        # z3py's QuantifierRef is a BoolRef subclass, but a lambda is an
        # array: wrapped as a BoolRef, an ite over arrays could not be
        # indexed (an internal error on a loop over memrefs); z3.If wraps it
        # by its sort.
        return None
    if isinstance(like, z3.BitVecRef):
        return z3.BitVecRef
    if isinstance(like, z3.FPRef):
        return z3.FPRef
    if isinstance(like, z3.BoolRef):
        return z3.BoolRef
    return None


def ite(c: z3.BoolRef, a: z3.ExprRef, b: z3.ExprRef) -> z3.ExprRef:
    wrap = _wrap(a)
    if wrap is None:
        return z3.If(c, a, b)
    return wrap(z3core.Z3_mk_ite(_CTX.ref(), c.as_ast(), a.as_ast(), b.as_ast()), _CTX)


def _nary(mk, args):
    if len(args) == 1:
        return args[0]
    array = (z3.Ast * len(args))()
    for i, a in enumerate(args):
        array[i] = a.as_ast()
    return z3.BoolRef(mk(_CTX.ref(), len(args), array), _CTX)


def or_(*args: z3.BoolRef) -> z3.BoolRef:
    return _nary(z3core.Z3_mk_or, args)


def and_(*args: z3.BoolRef) -> z3.BoolRef:
    return _nary(z3core.Z3_mk_and, args)


def not_(a: z3.BoolRef) -> z3.BoolRef:
    return z3.BoolRef(z3core.Z3_mk_not(_CTX.ref(), a.as_ast()), _CTX)


def eq(a: z3.ExprRef, b: z3.ExprRef) -> z3.BoolRef:
    """`a == b` for two terms of the same sort (no coercion of Python values)."""
    return z3.BoolRef(z3core.Z3_mk_eq(_CTX.ref(), a.as_ast(), b.as_ast()), _CTX)


class FastBV(z3.BitVecRef):
    """A bit-vector term whose `==` and `!=` against another term call the C
    API (plain z3 coerces both sides first) and build the very same terms.  The abstract-FP encodings
    compare magnitudes and signs against layout constants all the time;
    comparisons with Python values still go through z3's own `==`."""

    __hash__ = z3.BitVecRef.__hash__

    def __eq__(self, other):
        if isinstance(other, z3.BitVecRef):
            return z3.BoolRef(z3core.Z3_mk_eq(_CTX.ref(), self.as_ast(), other.as_ast()), _CTX)
        return super().__eq__(other)

    def __ne__(self, other):
        # `distinct`, exactly the term z3's own `!=` builds.
        if isinstance(other, z3.BitVecRef):
            return _nary(z3core.Z3_mk_distinct, (self, other))
        return super().__ne__(other)


def fast_bv(a: z3.BitVecRef) -> FastBV:
    """`a` as a FastBV (same term)."""
    return FastBV(a.as_ast(), _CTX) if type(a) is not FastBV else a


def extract(hi: int, lo: int, a: z3.BitVecRef) -> FastBV:
    """Bits `hi..lo` of `a` (z3.Extract without its argument checks)."""
    return FastBV(z3core.Z3_mk_extract(_CTX.ref(), hi, lo, a.as_ast()), _CTX)


def concat(a: z3.BitVecRef, b: z3.BitVecRef) -> FastBV:
    """`a` above `b` (z3.Concat of two terms without its checks)."""
    return FastBV(z3core.Z3_mk_concat(_CTX.ref(), a.as_ast(), b.as_ast()), _CTX)
