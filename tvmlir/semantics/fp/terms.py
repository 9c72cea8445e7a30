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


def extract(hi: int, lo: int, a: z3.BitVecRef) -> z3.BitVecRef:
    """Bits `hi..lo` of `a` (z3.Extract without its argument checks)."""
    return z3.BitVecRef(z3core.Z3_mk_extract(_CTX.ref(), hi, lo, a.as_ast()), _CTX)


def concat(a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BitVecRef:
    """`a` above `b` (z3.Concat of two terms without its checks)."""
    return z3.BitVecRef(z3core.Z3_mk_concat(_CTX.ref(), a.as_ast(), b.as_ast()), _CTX)
