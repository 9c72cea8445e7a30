"""Vector loop-carried accumulators in `--verify` (verify/carried.py,
`_bind_vector`), checked symbolically on IREE's real llvm-cpu codegen for
mlp's 2x3x8 matmul (lit_tests/Inputs/iree_codegen/mlp_cpu_matmul.*): the
claims are inferred once on the correct code, then the claimed code is
broken and verified again without runs, so each verdict comes from the
carried rule's own obligations."""

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr

from tvmlir.verify.obligations import Outcome
from tvmlir.verify.run_module import verify_module_report

from stored_codegen import claimed_codegen

NAME = "mlp_dispatch_1_matmul_like_2x3x8_f32"


@pytest.fixture(scope="module")
def claimed():
    copy, options, claims = claimed_codegen("mlp_cpu_matmul")
    assert claims[NAME] == ["@generic1 [lane0, lane1] stage [%arg1 + 3]", "@generic2 [lane0, lane1]"]
    return copy, options


def _verify(module, options):
    report = verify_module_report(module, options)
    [r] = [r for r in report.functions if r.function == NAME]
    return r


def _loop(module):
    return next(op for op in module.walk() if op.name == "scf.for")


def test_claimed_accumulator_verifies(claimed):
    module, options = claimed
    assert _verify(module.clone(), options).verdict_text() == "verified"


def test_wrong_init_fails_in_the_first_iteration(claimed):
    """The accumulator starts from 1.0 instead of 0.0: the fold's claim
    fails where the iter_arg is the init (the first k tile)."""
    module, options = claimed
    m = module.clone()
    loop = _loop(m)
    init = loop.operands[3]
    one = arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(init.type, [1.0]))
    loop.parent_block().insert_op_before(one, loop)
    loop.operands[3] = one.result
    r = _verify(m, options)
    failed = [c for c in r.checks if c.obligation == "value = prophecy" and c.outcome == Outcome.FAILED]
    assert failed and "%arg1=0" in failed[0].instance
    assert r.verdict_text() == "FAILED (value = prophecy)"


def test_result_is_the_last_iterations(claimed):
    """Step 8 instead of 4: the loop runs once, so its result is the claim
    of k tile 0 (stage 3), and the stored sum (the full reduction plus the
    bias) fails at the write."""
    module, options = claimed
    m = module.clone()
    loop = _loop(m)
    loop.operands[2] = loop.operands[1]  # the upper bound, 8
    r = _verify(m, options)
    failed = [c for c in r.checks if c.obligation == "value = prophecy" and c.outcome == Outcome.FAILED]
    assert [c.where for c in failed] == ["tv.prophesy at mlp_dispatch_1_matmul_like_2x3x8_f32.mlir:42:13"], failed
    assert r.verdict_text() == "FAILED (value = prophecy)"
