"""mlir-tv's litmus pairs for fp, arith and math ops (../shared/corpus), as
straight-line scalar functions: the verdict of each must be the corpus'.
(`tv-check` replays every pair: benchmarks/mlir_tv_corpus.py.)

The header says `VERIFY` (refinement holds), `VERIFY-INCORRECT` (it does
not) or expects "source is always undefined".  Functions on tensors belong
to the tensor semantics and are skipped.  The corpus writes
`arith.cmpf "oeq", ...` (a quoted predicate), which tvmlir's parsing layer
reads (`tvmlir.ir.compat.arith`).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import z3

from xdsl.dialects.builtin import ShapedType

from corpus_paths import litmus_dir
from semtest_refine import always_ub, functions, refines

from tvmlir.smt.budget import Budget

DIRS = ("fp-ops", "arith-ops", "math-ops")

IEEE_BUDGET = Budget(timeout_ms=None, rlimit=3_000_000)
"""Exact IEEE may run out (the test accepts unknown): a short work budget,
the same on any machine."""

# Pairs that pass in mlir-tv only with --associative (reassociation through
# the reduction encoding, tv.fsum; scalar addf is not associative).  Once
# `add_assoc` was one; it verifies without: `3.0 + 0.0` is 3.0 and the
# target's final `+ 0.0` adds to a sum with a non-zero literal summand,
# never -0.0, so both sides are `(-12.0 + 2.0) + 3.0` (FPModel.add).
NEEDS_REDUCTIONS: set[str] = set()


def _read(path: Path) -> str:
    return path.read_text()


def _cases():
    root = litmus_dir()
    if root is None:
        return []
    cases = []
    for d in DIRS:
        for src in sorted((root / d).glob("*.src.mlir")):
            pair = src.name[: -len(".src.mlir")]
            try:
                funcs = functions(_read(src))
            except Exception:  # a file xDSL cannot parse (tensor syntax): not scalar
                continue
            cases += [
                pytest.param(src, name, id=f"{d}/{pair}@{name}")
                for name, func in funcs.items()
                if _scalar(func)
            ]
    return cases


def _scalar(func) -> bool:
    types = list(func.function_type.inputs) + list(func.function_type.outputs)
    types += [r.type for op in func.walk() for r in op.results]
    return not any(isinstance(t, ShapedType) for t in types)


CASES = _cases()


def _load(src: Path, name: str):
    tgt = src.with_name(src.name.replace(".src.", ".tgt."))
    header = src.read_text().splitlines()[0]
    return header, functions(_read(src))[name], functions(_read(tgt))[name]


def _verdict(src, name, fp, budget=None):
    header, s, t = _load(src, name)
    return header, s, refines(s, t, fp, budget)


def _expected(header: str, pair: str) -> z3.CheckSatResult:
    if pair in NEEDS_REDUCTIONS:
        return z3.sat
    if "VERIFY-INCORRECT" in header:
        return z3.sat
    return z3.unsat


@pytest.mark.skipif(not CASES, reason="../shared/corpus/mlir-tv not found")
@pytest.mark.parametrize("src, name", CASES)
def test_abstract_verdict(src, name):
    header, s, result = _verdict(src, name, "abstract")
    assert result == _expected(header, src.name[: -len(".src.mlir")])
    if "always undefined" in header:
        assert always_ub(s)


@pytest.mark.skipif(not CASES, reason="../shared/corpus/mlir-tv not found")
@pytest.mark.parametrize("src, name", CASES)
def test_ieee_never_contradicts(src, name):
    """Exact IEEE may time out (that is why the abstraction exists), but it
    must never contradict the corpus."""
    header, s, result = _verdict(src, name, "ieee", IEEE_BUDGET)
    pair = src.name[: -len(".src.mlir")]
    if pair in NEEDS_REDUCTIONS:
        assert result == z3.unsat  # exact IEEE folds these constants
    elif result != z3.unknown:
        assert result == _expected(header, pair)
