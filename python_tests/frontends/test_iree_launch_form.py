"""The launch form's rewrites on IREE dispatches of held-out models, read
from stored dumps (`lit_tests/Inputs/iree_codegen/*.dispatch.json`: the
module IREE printed at the codegen level, the dispatch's source and its
launch config), so no iree-compile is needed: a `ub.poison` pass-through
is zero only where no lane reads it, and a `vector.mask`ed contraction is
read as a fold of its masked products (session 26)."""

import importlib.util
import json
from pathlib import Path

import pytest

from tvmlir.frontends.iree_codegen import Dispatch, contracts_as_folds, launch_form, validate_dispatch

# validate_dispatch reads the dispatch's source function out of IREE's
# `executable-sources` module with IREE's own Python bindings: the tests
# that call it are marked `iree` and run in the iree suite (`pytest -m
# iree`, `./scripts/check --heavy`), not in the default one.
skip_without_iree = pytest.mark.skipif(importlib.util.find_spec("iree") is None
                                  or importlib.util.find_spec("iree.compiler") is None,
                                  reason="iree-base-compiler is not installed (pip install '.[iree]')")

INPUTS = Path(__file__).resolve().parents[2] / "lit_tests" / "Inputs" / "iree_codegen"


def stored(stem: str, old: str = "", new: str = "") -> Dispatch:
    j = json.loads((INPUTS / f"{stem}.dispatch.json").read_text())
    module = j["module"]
    if old:
        assert module.count(old) == 1, old  # a mutation must change the code
        module = module.replace(old, new)
    tup = lambda v: tuple(v) if v is not None else None  # noqa: E731
    return Dispatch(j["name"], j["source"], module, tup(j["workgroup_size"]), tup(j["workgroup_count"]),
                    j["subgroup_size"], file=j["file"], access={tuple(k): v for k, v in j["access"]})


def test_poison_pass_through_that_no_lane_reads_is_zero():
    # baddbmm's CUDA tail: every masked load's pass-through is ub.poison,
    # each load is used only by an arith.select under its own mask (or its
    # mask is all true)
    assert "ub.poison" in stored("baddbmm_masked_tail").module
    assert "ub.poison" not in str(launch_form(stored("baddbmm_masked_tail")))


@pytest.mark.iree
@skip_without_iree
def test_poison_pass_through_that_a_lane_reads_stays_unsupported():
    # the A tile's load used without its select: its masked-off lanes (the
    # tail's k = 5..7) are poison folded into the sum
    d = stored("baddbmm_masked_tail",
               '%73 = "arith.select"(%55, %56, %14) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>',
               '%73 = "arith.addf"(%56, %14) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>')
    assert "ub.poison" in str(launch_form(d))
    r = validate_dispatch(d, assume_reassoc=True)
    assert r.verdict.startswith("unsupported (ub.poison at baddbmm_dispatch_0_matmul_like_2x3x4x5_f32.mlir:24:16")


def test_masked_contraction_is_read_as_fold():
    # std-norm's llvm-cpu sum of squares: vector.mask { vector.contract }
    # over a tail tile of a 6-column row in tiles of 4 (was an internal
    # error: the fold's ops inside the mask)
    module = launch_form(stored("std_norm_cpu_masked_contract"))
    notes, _ = contracts_as_folds(module)
    assert notes and "vector.mask" not in str(module) and "vector.contract" not in str(module)


@pytest.mark.iree
@skip_without_iree
def test_masked_contraction_verifies():
    r = validate_dispatch(stored("std_norm_cpu_masked_contract"), assume_reassoc=True)
    assert r.verdict == "verified", r.report
    assert any("vector.contract at std_norm_dispatch_1_reduction_3x6_f32.mlir" in a for a in r.assumptions)


@pytest.mark.iree
@skip_without_iree
def test_masked_contraction_with_a_mask_one_lane_too_long_fails():
    # the tail's mask covers one column past the row: a seventh square is summed
    d = stored("std_norm_cpu_masked_contract", '%30 = "affine.min"(%arg2) <{map = affine_map<(d0) -> (-d0 + 6, 4)>}>',
               '%30 = "affine.min"(%arg2) <{map = affine_map<(d0) -> (-d0 + 7, 4)>}>')
    r = validate_dispatch(d, assume_reassoc=True)
    assert r.verdict.startswith("FAILED"), r.report
