"""`gpu.shuffle` trees in `--verify` (tvmlir/verify/shuffles.py), checked
symbolically on IREE's real CUDA codegen for convnet's 3x32 matvec (stored
under lit_tests/Inputs/iree_codegen): the claims are inferred once on the
correct code, then the claimed code is broken and verified again without
runs, so each verdict comes from the tree rule's own obligations (the lit
tests pin what execution adds)."""

from pathlib import Path

import pytest

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.passes.verify import annotated_source
from tvmlir.verify.function import VerifyOptions
from tvmlir.verify.obligations import Outcome
from tvmlir.verify.run_module import verify_module_report
from tvmlir.verify.shuffles import is_tree_root, tree_of

from stored_codegen import claimed_codegen

NAME = "convnet_dispatch_1_matvec_like_3x32_f32"


@pytest.fixture(scope="module")
def claimed():
    """The codegen with its inferred claims (tree root and store) and the options."""
    copy, options, claims = claimed_codegen("convnet_matvec", "shared")
    assert claims[NAME] == ["@generic1 [%arg0]", "@generic2 [idx0]"]
    return copy, options


def _verify(module, options, assume_reassoc=True):
    from dataclasses import replace

    report = verify_module_report(module, replace(options, assume_reassoc=assume_reassoc))
    [r] = [r for r in report.functions if r.function == NAME]
    return r


def _failed(r, obligation):
    return [c for c in r.checks if c.obligation == obligation and c.outcome == Outcome.FAILED]


def _tree_claim(module):
    return next(op for op in module.walk() if op.name == "tv.prophesy" and tree_of(op.operands[0]) is not None)


def test_tree_shape(claimed):
    """The root of the five-level butterfly is the only tree root."""
    module, _ = claimed
    roots = [op for op in module.walk() if op.name == "arith.addf" and is_tree_root(op)]
    assert len(roots) == 1
    tree = tree_of(roots[0].results[0])
    assert len(tree.shuffles) == 5


def test_claimed_tree_verifies(claimed):
    module, options = claimed
    r = _verify(module.clone(), options)
    assert r.verdict_text() == "verified", r
    assert any("xor-butterfly order (offsets [16, 8, 4, 2, 1])" in n for n in r.notes)


def test_tree_needs_reassoc(claimed):
    """Without assume-reassoc the tree is an unlicensed reordering."""
    module, options = claimed
    r = _verify(module.clone(), options, assume_reassoc=False)
    assert r.verdict_text() == "unsupported (arith.addf at convnet_dispatch_1_matvec_like_3x32_f32.mlir:48:17)"
    assert r.unsupported_reason.startswith("addf reduction tree over the lanes of a subgroup, reordered without "
                                           "reassoc"), r.unsupported_reason


def test_repeated_offset_counts_lanes_twice(claimed):
    """A wrong xor offset (16 twice, no 8): FAILED (reduced once) at the tree."""
    module, options = claimed
    m = module.clone()
    tree = tree_of(_tree_claim(m).operands[0])
    eight = tree.shuffles[1]  # root first: 16, 8, ...
    eight.operands[1] = tree.shuffles[0].operands[1]
    r = _verify(m, options)
    [f] = _failed(r, "reduced once")
    assert "offsets [16, 16, 4, 2, 1]" in f.detail
    assert r.verdict_text() == "FAILED (reduced once)"


def test_dropped_level_is_incomplete(claimed):
    """The claim on a tree one level short (lanes 16-31 dropped): 16 lanes
    for 32 reduced elements, FAILED (reduction complete; the verdict may
    name the leaves of the upper half first)."""
    module, options = claimed
    m = module.clone()
    claim = _tree_claim(m)
    claim.operands[0] = tree_of(claim.operands[0]).root.operands[0]
    r = _verify(m, options)
    [f] = _failed(r, "reduction complete")
    assert "combines 16 lanes" in f.detail
    # (and lanes 16-31 hold the elements 16-31, not those of reduced index r)
    assert r.verdict_text() in ("FAILED (reduction complete)", "FAILED (reduction element)")


def test_wrong_leaf_is_no_element(claimed):
    """The leaf adds instead of multiplying: FAILED (reduction element)."""
    from xdsl.dialects import arith

    module, options = claimed
    m = module.clone()
    tree = tree_of(_tree_claim(m).operands[0])
    mul = next(op for op in m.walk() if op.name == "arith.mulf")
    add = arith.AddfOp(mul.operands[0], mul.operands[1])
    add.location = mul.location
    mul.parent_block().insert_op_before(add, mul)
    for use in list(mul.results[0].uses):
        use.operation.operands[use.index] = add.results[0]
    mul.detach()
    assert tree is not None
    r = _verify(m, options)
    assert _failed(r, "reduction element")
    assert r.verdict_text().startswith("FAILED"), r.verdict_text()


DIVERGENT = """
func.func @double(%x: memref<64xf32>) -> memref<64xf32> {
  %y = memref.alloc() : memref<64xf32>
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %one = arith.constant 1 : i32
    %w = arith.constant 32 : i32
    %m = arith.remui %tx, %c2 : index
    %m2 = arith.muli %m, %c2 : index
    %t1 = arith.addi %tx, %c1 : index
    %p = arith.subi %t1, %m2 : index
    %v = memref.load %x[%p] : memref<64xf32>
    %low = arith.cmpi ult, %tx, %c32 : index
    scf.if %low {
      %s, %ok = "gpu.shuffle"(%v, %one, %w) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (f32, i1)
      %d = arith.addf %s, %s : f32
      memref.store %d, %y[%tx] : memref<64xf32>
    } else {
      %d = arith.addf %v, %v : f32
      memref.store %d, %y[%p] : memref<64xf32>
    }
    gpu.terminator
  }
  return %y : memref<64xf32>
}
"""


def test_shuffle_under_divergent_control_is_unsupported(tmp_path):
    """Lanes of a subgroup may not all reach a shuffle under scf.if (here
    they do, but --verify does not prove convergence): unsupported, with
    the reason, never verified on a reading that assumes lockstep."""
    from tvmlir.infer.against_source import verify_against_source

    source = annotated_source(str(Path(__file__).parent.parent / "lit_tests" / "Inputs" / "shuffle" / "double.mlir"), "spec")
    module = parse_module(make_context(allow_unregistered=True), DIVERGENT, "divergent.mlir")
    report = verify_against_source(module, source, VerifyOptions(source=source.fingerprints()))
    [r] = [r for r in report.functions if r.function == "double"]
    assert r.verdict_text().startswith("unsupported (gpu.shuffle at divergent.mlir:19:"), r.verdict_text()
    assert "inside scf.if (the lanes of a subgroup may diverge)" in r.unsupported_reason
