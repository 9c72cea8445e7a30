"""The SMT-LIB text of tv-check's queries (the SMT layer's printer) gives
the in-process verdict in the z3 executable and in cvc5, on ten of
mlir-tv's pairs (five verified, five failed; scalars, tensors, memory,
reductions).  The query checked is the one that decided the verdict (the
last abstraction round)."""

from __future__ import annotations

import pytest
from corpus_paths import litmus_dir

from tvmlir.refinement.check import check_pair
from tvmlir.refinement.module import load
from tvmlir.semantics.context import Options
from tvmlir.smt.smtlib import to_smtlib
from tvmlir.smt.solvers import run_cvc5, run_z3_cli

PAIRS = {
    "arith-ops/addi_tensor": "verified",
    "fp-ops/comm_add": "verified",
    "fp-ops/neg_add-bad": "failed",
    "tensor-ops/extract1d": "verified",
    "tensor-ops/pad3": "failed",
    "tensor-ops/insert_slice_stride": "verified",
    "linalg-loops/output-value-bad": "failed",
    "linalg-loops/sum-unit-tensor": "verified",
    "refinement/memory_mismatch": "failed",
    "tensor-constant/sparse_bad": "failed",
}


CORPUS = litmus_dir()


@pytest.mark.skipif(CORPUS is None, reason="../shared/corpus/mlir-tv not found")
@pytest.mark.parametrize("pair", sorted(PAIRS))
def test_solvers_agree(pair):
    src = load(str(CORPUS / f"{pair}.src.mlir"))
    tgt = load(str(CORPUS / f"{pair}.tgt.mlir"))
    queries = []
    (name,) = src.defined()
    verdict = check_pair(src, tgt, name, Options(), lambda n, k, a: queries.append(a))
    assert verdict.status == PAIRS[pair]
    text = to_smtlib(queries[-1])
    expected = "unsat" if verdict.status == "verified" else "sat"
    assert run_z3_cli(text, 20000)[0].verdict == expected
    assert run_cvc5(text, 20000)[0].verdict == expected
