"""Shared helpers of the semantics tests: formats, models, proving."""

from __future__ import annotations

import z3

from tvmlir.smt.budget import Budget, check

from tvmlir.semantics.fp import AbstractFP, IEEEFP
from tvmlir.semantics.fp.formats import FORMATS_BY_NAME, IEEEFormat

F16 = FORMATS_BY_NAME["f16"]
BF16 = FORMATS_BY_NAME["bf16"]
F32 = FORMATS_BY_NAME["f32"]
F64 = FORMATS_BY_NAME["f64"]

# A tiny IEEE format (3 exponent, 2 fraction bits; values up to 14): the
# IEEE-754 facts the tests check do not depend on the format, and z3
# bit-blasts fma and fmod on it in milliseconds instead of seconds.
TINY = IEEEFormat("e3m2", 3, 2)

NAN, INF = float("nan"), float("inf")


def abstract(n: int = 8, formats=("f16", "f32", "f64")) -> AbstractFP:
    return AbstractFP(AbstractFP.width_for(n), formats=formats)


def models():
    """Fresh instances of both domains (each test gets its own)."""
    return [abstract(), IEEEFP()]


def holds(model, claim, timeout_ms: int = 30000) -> bool:
    """`claim` is valid under the model's side conditions; raises on unknown."""
    solver = z3.Solver()
    solver.add(*model.side_conditions())
    solver.add(z3.Not(claim))
    result = check(solver, Budget.of(timeout_ms))
    if result == z3.unknown:
        raise TimeoutError(f"z3 gave up on {claim}")
    return result == z3.unsat


def assert_fact(model, fmt, build, expected: bool) -> None:
    """`build(model, fmt, x, y, z)` over fresh x, y, z of `fmt` is valid
    exactly when `expected`."""
    x, y, z = (model.fresh(n, fmt) for n in "xyz")
    assert holds(model, build(model, fmt, x, y, z)) == expected
