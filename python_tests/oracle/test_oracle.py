"""The execution oracle on its own: values, races, barriers, memory spaces,
undefined cells, sizes.  Each semantic rule has a program that obeys it
(matches the spec) and one that breaks it (reported for the right reason)."""

import math
import os

import pytest

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.oracle.inputs import Sizes
from tvmlir.oracle.run import CANNOT_RUN, MATCH, MISMATCH, NONDETERMINISTIC, check_function, check_module
from tvmlir.oracle.values import UNDEF, round_to, same
from tvmlir.oracle.scalar import SCALAR_OPS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VERIFY = os.path.join(ROOT, "lit_tests", "passes", "verify")


def load(name: str) -> str:
    with open(os.path.join(VERIFY, name)) as f:
        return f.read()


def outcome(text: str, runs: int = 4, workgroup_allocs: str = "per-thread"):
    module = parse_module(make_context(), text, "t.mlir")
    (result,) = check_module(module, runs=runs, workgroup_allocs=workgroup_allocs).values()
    return result


def test_values_compare_exactly():
    assert not same(0.0, -0.0)
    assert same(math.nan, -math.nan)
    assert not same(UNDEF, 0.0) and same(UNDEF, UNDEF)
    assert round_to(0.1, 32) != 0.1 and round_to(0.1, 64) == 0.1
    assert round_to(3.5e38, 32) == math.inf  # above the largest f32
    assert round_to(3.4028235e38, 32) == 3.4028234663852886e38


def test_maximumf_orders_zeros_and_propagates_nan():
    class Op:
        results = [type("R", (), {"type": __import__("xdsl.dialects.builtin", fromlist=["f32"]).f32})()]

    mx = SCALAR_OPS["arith.maximumf"]
    assert math.copysign(1.0, mx(Op, (-0.0, 0.0))[0]) == 1.0
    assert math.isnan(mx(Op, (math.nan, 1.0))[0])
    assert mx(Op, (UNDEF, 1.0))[0] is UNDEF


def test_barrier_orders_the_exchange():
    assert outcome(load("gpu-barrier.mlir")).kind == MATCH


def test_missing_barrier_is_a_race_not_a_value():
    result = outcome(load("bad-gpu-no-barrier.mlir"))
    assert result.kind == NONDETERMINISTIC
    assert "race" in result.detail and "memref.store" in result.detail


def _alloc_in_kernel(space: str) -> str:
    """gpu-barrier.mlir with its exchange buffer allocated in the kernel."""
    text = load("gpu-barrier.mlir")
    text = text.replace("  %t = memref.alloc() : memref<16xf32>\n", "")
    text = text.replace("  memref.dealloc %t : memref<16xf32>\n", "")
    text = text.replace(
        "    %x = memref.load %a[%tx]",
        f"    %t = memref.alloc() : memref<16xf32{space}>\n    %x = memref.load %a[%tx]",
    )
    return text.replace("%t[%tx] : memref<16xf32>", f"%t[%tx] : memref<16xf32{space}>").replace(
        "%t[%i] : memref<16xf32>", f"%t[%i] : memref<16xf32{space}>"
    )


def test_workgroup_alloc_is_per_thread_as_mlir_opt_19_compiles_it():
    result = outcome(_alloc_in_kernel(", 3 : i64"))
    assert result.kind == MISMATCH
    assert "execution undefined" in result.detail


def test_workgroup_alloc_is_shared_by_the_block_when_asked():
    assert outcome(_alloc_in_kernel(", 3 : i64"), workgroup_allocs="shared").kind == MATCH


def test_plain_alloc_in_a_kernel_is_private_to_the_thread():
    result = outcome(_alloc_in_kernel(""))
    assert result.kind == MISMATCH
    assert "execution undefined" in result.detail


def test_barrier_not_reached_by_every_thread_is_undefined():
    text = load("gpu-barrier.mlir").replace(
        '    "gpu.barrier"() : () -> ()\n',
        "    %half = arith.constant 8 : index\n    %lo = arith.cmpi ult, %tx, %half : index\n"
        '    scf.if %lo {\n      "gpu.barrier"() : () -> ()\n    }\n',
    )
    result = outcome(text)
    assert result.kind == MISMATCH
    assert "undefined behaviour: a barrier that not every thread of the block reaches" in result.detail


def test_transposed_read_is_a_value_mismatch():
    result = outcome(load("bad-transposed-read.mlir"))
    assert result.kind == MISMATCH and "result 0 [" in result.detail


def test_stale_read_gives_an_undefined_output():
    result = outcome(load("bad-stale-read.mlir"))
    assert result.kind == MISMATCH


def test_unknown_op_cannot_run():
    text = load("gpu-barrier.mlir").replace("%n = arith.negf %x : f32\n    %p", "%n = math.atan %x : f32\n    %p")
    result = outcome(text)
    assert result.kind == CANNOT_RUN and "math.atan" in result.detail


@pytest.fixture(scope="module")
def matmul_dynamic():
    from tvmlir.oracle.differential import OURS, lower, parse

    path = os.path.join(ROOT, "lit_tests", "Inputs", "programs", "matmul_dynamic.mlir")
    return parse(lower(path, OURS), "matmul_dynamic.mlir")


@pytest.mark.parametrize("n", [0, 1, 7])
def test_dynamic_sizes_at_the_edges(matmul_dynamic, n):
    fn = next(op for op in matmul_dynamic.ops if op.name == "func.func")
    sizes = Sizes({(a, d): n for a in range(3) for d in range(2)})
    assert check_function(matmul_dynamic, fn, runs=2, sizes=sizes).kind == MATCH


def test_negative_zero_sum_is_kept():
    """row_sum_negzero: a sum of -0.0s is -0.0; starting it from +0.0 is
    caught on the all-zeros inputs."""
    from tvmlir.oracle.differential import OURS, lower

    path = os.path.join(ROOT, "lit_tests", "Inputs", "programs", "row_sum_negzero.mlir")
    text = lower(path, OURS)
    assert outcome(text, runs=4).kind == MATCH
    # the lowered code's constant (generic form), not the spec text's
    bad = text.replace("<{value = -0.000000e+00 : f32}>", "<{value = 0.000000e+00 : f32}>")
    assert bad != text
    result = outcome(bad, runs=4)
    assert result.kind == MISMATCH and "spec -0.0, execution 0.0" in result.detail


def test_buffers_of_different_blocks_never_alias_in_the_race_detector():
    """Each block's workgroup buffer is freed when the block ends, and the
    next block's may get its id(): the detector must not take the two for
    one buffer (it once reported a race between blocks that way)."""
    from tvmlir.oracle.memory import Buffer, RaceDetector

    detector = RaceDetector()
    detector.enter()
    op = object()
    first = Buffer([0.0], "block 0's tile")
    detector.access(first, 0, ((1, (0, 0, 0), None),), True, 1.0, op)
    serial = first.serial
    del first
    for _ in range(100):  # whatever id() the next buffers get
        again = Buffer([0.0], "block 1's tile")
        assert again.serial != serial
        detector.access(again, 0, ((1, (1, 0, 0), None),), True, 2.0, op)
    detector.leave()


LOOP_WITH_STEP = """
func.func @count(%lb: index, %ub: index, %step: index) -> index {
  %one = arith.constant 1 : index
  %zero = arith.constant 0 : index
  %n = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (index) {
    %next = arith.addi %acc, %one : index
    scf.yield %next : index
  }
  return %n : index
}
"""


@pytest.mark.parametrize("bounds, expected", [((0, 5, 2), 3), ((5, 0, 2), 0), ((5, 0, 0), 0), ((5, 0, -1), 0),
                                               ((0, 5, 0), None), ((0, 5, -1), None)])
def test_scf_for_step_must_be_positive_when_entered(bounds, expected):
    """MLIR requires a positive step: a loop entered with a zero step never
    ends, with a negative one runs away from its bound.  Both are undefined
    behaviour in a run (an internal error before: xDSL's range(0, 5, 0)
    raised ValueError, and range(0, 5, -1) ran no iteration); a loop not
    entered returns its initial values whatever the step."""
    from tvmlir.oracle.interpreter import make_interpreter
    from tvmlir.oracle.values import UndefinedBehaviour

    module = parse_module(make_context(), LOOP_WITH_STEP, "t.mlir")
    fn = next(iter(module.ops))
    interp = make_interpreter(module)
    if expected is None:
        with pytest.raises(UndefinedBehaviour, match="non-positive step"):
            interp.call_op(fn, bounds)
    else:
        assert interp.call_op(fn, bounds) == (expected,)
