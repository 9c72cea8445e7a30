"""IEEE float arithmetic made uninterpreted: a cheap first try at a proof.

Why: a query saying that lowered code computes what its spec computes often
holds *by congruence*: both sides apply the same IEEE operations to the
same operands, only reached through different terms (an `ite` over heap
pieces on one side, a spec equation on the other).  z3 does not use
congruence for interpreted FP operations: it bit-blasts both adders and
checks their equivalence, which can take minutes for one f32 sum.  With the
arithmetic replaced by uninterpreted functions the same query is decided by
congruence closure in milliseconds.

Soundness: IEEE arithmetic is one interpretation of those functions, so if
the query is unsatisfiable for every interpretation it is unsatisfiable for
IEEE.  A model of the uninterpreted query proves nothing (the functions may
do what IEEE never does); the caller then solves the exact query.
"""

from __future__ import annotations

from collections.abc import Iterable

import z3

ARITHMETIC_OPS = (
    z3.Z3_OP_FPA_ADD,
    z3.Z3_OP_FPA_SUB,
    z3.Z3_OP_FPA_MUL,
    z3.Z3_OP_FPA_DIV,
    z3.Z3_OP_FPA_REM,
    z3.Z3_OP_FPA_FMA,
    z3.Z3_OP_FPA_SQRT,
    z3.Z3_OP_FPA_ROUND_TO_INTEGRAL,
)
"""z3's rounded float operations (IEEE's arithmetic: add, sub, mul, div,
rem, fma, sqrt, round to integral); their float operands are the
operation's operands (a rounding mode is not a float)."""

_ARITHMETIC = {
    *ARITHMETIC_OPS,
    z3.Z3_OP_FPA_TO_FP,
    z3.Z3_OP_FPA_TO_FP_UNSIGNED,
    z3.Z3_OP_FPA_TO_UBV,
    z3.Z3_OP_FPA_TO_SBV,
}


def uninterpret_fp(assertions: Iterable[z3.BoolRef]) -> list[z3.BoolRef]:
    """`assertions` with every FP arithmetic operation (and conversion)
    replaced by an uninterpreted function of the same signature, one per
    operation and signature.  Comparisons, classification and numerals stay
    exact."""
    memo: dict[int, z3.ExprRef] = {}
    ufs: dict[tuple, z3.FuncDeclRef] = {}

    def rebuild(root: z3.ExprRef) -> z3.ExprRef:
        stack = [(root, False)]
        while stack:
            e, expanded = stack.pop()
            eid = e.get_id()
            if eid in memo:
                continue
            if not z3.is_app(e) or e.num_args() == 0:
                memo[eid] = e
                continue
            children = e.children()
            if not expanded:
                stack.append((e, True))
                stack.extend((c, False) for c in children if c.get_id() not in memo)
                continue
            args = [memo[c.get_id()] for c in children]
            decl = e.decl()
            if decl.kind() in _ARITHMETIC:
                key = (decl.name(), tuple(str(p) for p in decl.params()), tuple(a.sort() for a in args), e.sort())
                f = ufs.get(key)
                if f is None:
                    f = ufs[key] = z3.Function(f"uf.{decl.name()}{len(ufs)}", *[a.sort() for a in args], e.sort())
                memo[eid] = f(*args)
            elif all(a.eq(c) for a, c in zip(args, children)):
                memo[eid] = e
            else:
                memo[eid] = decl(*args)
        return memo[root.get_id()]

    return [rebuild(a) for a in assertions]
