"""Soundness cross-check: whatever AbstractFP proves, IEEE-754 agrees with.

Hypothesis builds a random float expression over x, y, z and a rewrite of
it (one rule at one random place; the rules mix valid folds like `x * 1 ->
x` with invalid ones like reassociation or `x + 0.0 -> x`).  When the
abstract domain proves `lhs == rhs`, exact IEEE evaluation must agree on
special and random inputs, and z3's FPA must not find a counterexample.
The expressions use only ops whose IEEE meaning is exact (no UF), f16
values, and casts through f32 (the abstract chain is f16 < f32).  The FPA
search runs on a tiny format (casting through f16), where it is fast; the
facts do not depend on the format.
"""

from __future__ import annotations

import math
import struct

import z3

from tvmlir.smt.budget import Budget, check
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from semtest_util import F16, F32, TINY
from tvmlir.semantics.fp import AbstractFP, IEEEFP

SPECIALS = [0.0, -0.0, 1.0, -1.0, 2.0, -0.5, 3.0, 65504.0, -65504.0, math.inf, -math.inf, math.nan, 2.0**-24]
LEAF_CONSTANTS = [0.0, -0.0, 1.0, -1.0, 2.0, 0.5, math.inf, -math.inf, math.nan, 3.0]
BINARY = ["add", "sub", "mul", "div", "rem", "maximum", "minimum", "maxnum", "minnum"]
UNARY = ["neg", "abs", "sqrt", "round_trip"]


def expressions():
    leaves = st.one_of(
        st.integers(0, 2).map(lambda i: ("var", i)),
        st.sampled_from(LEAF_CONSTANTS).map(lambda v: ("const", v)),
    )

    def extend(inner):
        return st.one_of(
            st.tuples(st.sampled_from(UNARY), inner),
            st.tuples(st.sampled_from(BINARY), inner, inner),
            st.tuples(st.just("fma"), inner, inner, inner),
        )

    return st.recursive(leaves, extend, max_leaves=6)


def rewrites(e):
    """Candidate replacements of `e` (valid and invalid)."""
    op = e[0]
    out = [
        ("add", e, ("const", -0.0)),  # valid
        ("add", e, ("const", 0.0)),  # wrong at -0
        ("mul", e, ("const", 1.0)),  # valid
        ("div", e, ("const", -1.0)),  # wrong: sign
        ("neg", ("neg", e)),  # valid
        ("maximum", e, e),  # valid
        ("round_trip", e),  # valid: truncf(extf e)
        ("sub", e, ("const", 0.0)),  # valid: e - 0 = e + -0
    ]
    if op in ("add", "mul", "maximum", "minimum", "maxnum", "minnum"):
        out.append((op, e[2], e[1]))
    if op in ("add", "mul") and e[1][0] == op:
        out.append((op, e[1][1], (op, e[1][2], e[2])))  # reassociation: wrong
    if op == "sub":
        out += [("add", e[1], ("neg", e[2])), ("const", 0.0)]
    if op == "neg" and e[1][0] == "neg":
        out.append(e[1][1])
    if op == "abs" and e[1][0] == "neg":
        out.append(("abs", e[1][1]))
    if op == "mul":
        out += [("const", 0.0), ("mul", ("abs", e[1]), ("abs", e[2]))]
    if op == "div":
        out += [("mul", e[1], ("div", ("const", 1.0), e[2])), ("div", e[2], e[1])]
    if op == "fma":
        out += [("add", ("mul", e[1], e[2]), e[3]), ("fma", e[2], e[1], e[3])]
    if op == "maximum":
        out.append(("maxnum", e[1], e[2]))
    if op in ("maxnum", "minnum") and e[1] == e[2]:
        out.append(e[1])
    return out


def subterms(e, path=()):
    yield path, e
    if e[0] not in ("var", "const"):
        for i, child in enumerate(e[1:], 1):
            yield from subterms(child, path + (i,))


def replace(e, path, new):
    if not path:
        return new
    i = path[0]
    return e[:i] + (replace(e[i], path[1:], new),) + e[i + 1 :]


def build(m, e, args, fmt=F16, wide=F32):
    op = e[0]
    if op == "var":
        return args[e[1]]
    if op == "const":
        return m.constant(e[1], fmt)
    kids = [build(m, k, args, fmt, wide) for k in e[1:]]
    if op == "round_trip":
        return m.cast(m.cast(kids[0], fmt, wide), wide, fmt)
    if op == "sqrt":
        return m.math_function("sqrt", kids[0], fmt)
    return getattr(m, op)(*kids, fmt)


def size(e):
    return 1 if e[0] in ("var", "const") else 1 + sum(size(k) for k in e[1:])


def proves(model, claim, units):
    """z3's answer to `claim` within `units` of z3 work (a budget that is
    the same on any machine)."""
    solver = z3.Solver()
    solver.add(*model.side_conditions())
    solver.add(z3.Not(claim))
    return check(solver, Budget(timeout_ms=None, rlimit=units))


def f16(bits: int) -> float:
    return struct.unpack("<e", struct.pack("<H", bits))[0]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(expressions(), st.data())
def test_what_the_abstraction_proves_holds_in_ieee(lhs, data):
    places = list(subterms(lhs))
    path, sub = data.draw(st.sampled_from(places))
    rhs = replace(lhs, path, data.draw(st.sampled_from(rewrites(sub))))

    abstract = AbstractFP(AbstractFP.width_for(3 + 2 * (size(lhs) + size(rhs))), formats=("f16", "f32"))
    xs = [abstract.fresh(n, F16) for n in "xyz"]
    claim = abstract.same(build(abstract, lhs, xs), build(abstract, rhs, xs), F16)
    if proves(abstract, claim, 25_000_000) != z3.unsat:
        return

    ieee = IEEEFP()
    bits = data.draw(st.lists(st.integers(0, 0xFFFF), min_size=6, max_size=6))
    inputs = SPECIALS + [f16(b) for b in bits]
    for i in range(0, len(inputs) - 2):
        args = [ieee.constant(v, F16) for v in inputs[i : i + 3]]
        same = z3.simplify(ieee.same(build(ieee, lhs, args), build(ieee, rhs, args), F16))
        # Open IEEE choices (e.g. maxnum of +0 and -0) stay symbolic, and
        # simplify cannot always decide equalities over them: then prove.
        assert z3.is_true(same) or proves(ieee, same, 25_000_000) == z3.unsat, (
            lhs,
            rhs,
            inputs[i : i + 3],
        )
    ys = [ieee.fresh(n, TINY) for n in "xyz"]
    claim = ieee.same(build(ieee, lhs, ys, TINY, F16), build(ieee, rhs, ys, TINY, F16), TINY)
    assert proves(ieee, claim, 10_000_000) != z3.sat, (lhs, rhs)
