"""Units behind issue 21's holes (lit_tests/soundness/ pins the verdicts):
real GPU phases (phases.py), launch limits (launch_limits.py), and the
definedness flags of spec elements (spec_z3.py, design-notes 8 "Poison")."""

import re

import islpy as isl
import pytest
import z3
from conftest import parse

from tvmlir.affine import heap, space
from tvmlir.affine.space import const, param
from tvmlir.ir.context import make_context
from tvmlir.passes.annotate import AnnotatePass
from tvmlir.semantics.fp import AbstractFP
from tvmlir.semantics.scalar import ScalarSemantics
from tvmlir.tv_dialect import SpecOp
from tvmlir.verify import launch_limits
from tvmlir.verify.isl_z3 import IslToZ3
from tvmlir.verify.launch_limits import LaunchLimits
from tvmlir.verify.phases import Summary
from tvmlir.verify.spec_model import load_spec
from tvmlir.verify.spec_z3 import SpecEncoder
from tvmlir.verify.state import Accesses


def _write(cell: int, guard: isl.Set) -> Accesses:
    """A write of cell `b0[cell]` under `guard`."""
    return Accesses(heap.cell("b0", [const(cell)], "E0", [], guard), heap.empty_set())


def _writes(a: Accesses, cell: int) -> bool:
    return not a.delta.domain().intersect(isl.UnionSet(heap.location("b0", [const(cell)], space.universe_params()))).is_empty()


def test_a_sequence_joins_across_an_element_that_may_run_no_barrier():
    n = param("n")
    everywhere = space.universe_params()
    no_trip = space.eq(n, const(0))
    before = Summary.transparent(everywhere, _write(0, everywhere))
    loop = Summary(Accesses.none(), Accesses.none(), no_trip)  # a barrier loop running n times
    after = Summary.transparent(everywhere, _write(1, everywhere))
    whole = before.then(loop).then(after)
    # The tail of `before; loop` holds before's write only where the loop
    # runs no barrier (n = 0): that is what the junction with `after` checks.
    tail = before.then(loop).tail
    assert not tail.delta.is_empty()
    assert tail.delta.params().is_subset(no_trip)
    assert _writes(whole.head, 0) and _writes(whole.tail, 1)
    assert whole.through.is_equal(no_trip)  # no barrier at all when the loop runs none


def test_a_barrier_separates_the_tail():
    everywhere = space.universe_params()
    s = Summary.transparent(everywhere, _write(0, everywhere)).then(Summary.barrier())
    assert s.tail.is_empty() and s.through.is_empty()
    assert _writes(s.head, 0)


class _Ev:
    """What launch_limits.check needs of an evaluator."""

    def __init__(self, limits: LaunchLimits):
        self.launch_limits = limits
        self.notes: list[str] = []
        self.records: list[tuple] = []

    def note(self, text):
        self.notes.append(text)

    def where(self, op):
        return "gpu.launch at t.mlir:1:1"

    def record(self, obligation, op, outcome, detail="", instance=""):
        self.records.append((obligation, outcome.value, detail))

    def sample_text(self, s):
        return ""


@pytest.mark.parametrize(
    "block, ok",
    [((1024, 1, 1), True), ((1025, 1, 1), False), ((32, 32, 1), True), ((64, 32, 1), False), ((1, 1, 65), False),
     ((4, 4, 64), True)],
)
def test_constant_block_sizes(block, ok):
    ev = _Ev(LaunchLimits())
    launch_limits.check(ev, None, [const(1)] * 3 + [const(b) for b in block], space.universe_params())
    assert ev.records[0][1] == ("ok" if ok else "FAILED")


def test_two_symbolic_block_sizes_are_an_assumption_and_one_is_checked():
    ev = _Ev(LaunchLimits())
    m, n = param("m"), param("n")
    launch_limits.check(ev, None, [const(1)] * 3 + [m, n, const(1)], space.le(m, const(8)).intersect(space.le(n, const(8))))
    assert any("not checked: a product of symbolic block sizes" in t for t in ev.notes)
    ev = _Ev(LaunchLimits())
    launch_limits.check(ev, None, [const(1)] * 3 + [n, const(4), const(1)], space.le(n, const(512)))
    assert ev.records[0][1] == "FAILED"  # 257 * 4 > 1024
    found = re.search(r"block (\d+) x 4 x 1", ev.records[0][2])
    assert found and 256 < int(found.group(1)) <= 512


def test_symbolic_grid_sizes_are_assumed_unless_checked():
    n = param("n")
    sizes = [n, const(1), const(1), const(4), const(1), const(1)]
    ev = _Ev(LaunchLimits())
    launch_limits.check(ev, None, sizes, space.universe_params())
    assert ev.records[0][1] == "ok" and any("grid" in t and "assumes" in t for t in ev.notes)
    ev = _Ev(LaunchLimits(check_symbolic_grid=True))
    launch_limits.check(ev, None, sizes, space.universe_params())
    assert ev.records[0][1] == "FAILED"


SOURCE = """
func.func @f(%a: tensor<4xi32>, %b: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %s = arith.addi %x, %y FLAGS : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  func.return %r : tensor<4xi32>
}
"""


def _encoder(flags: str) -> tuple[SpecEncoder, object]:
    ctx = make_context()
    module = parse(ctx, SOURCE.replace("FLAGS", flags))
    AnnotatePass().apply(ctx, module)
    spec = load_spec(next(op for op in module.ops if isinstance(op, SpecOp)))
    return SpecEncoder(spec, ScalarSemantics(AbstractFP(9)), IslToZ3(), {}), spec


def test_a_wrapping_body_has_constant_false_flags():
    enc, spec = _encoder("")
    r = spec.tensors["r"]
    assert enc.static_defined(r)
    ub, poison = enc.flags(r, [z3.IntVal(0)])
    assert z3.is_false(ub) and z3.is_false(poison)


def test_an_nsw_body_is_poison_exactly_where_it_overflows():
    enc, spec = _encoder("overflow<nsw>")
    r = spec.tensors["r"]
    assert not enc.static_defined(r)
    i = z3.Int("i")
    _, poison = enc.flags(r, [i])
    a, b = enc.app(spec.tensors["a"], [i]), enc.app(spec.tensors["b"], [i])
    solver = z3.Solver()
    solver.add(enc.axioms([poison]))
    solver.add(i == 0, a == 0x7FFFFFFF, b == 1)
    solver.push()
    solver.add(z3.Not(poison))
    assert solver.check() == z3.unsat  # INT_MAX + 1 overflows: poison
    solver.pop()
    solver.add(b == 0, poison)
    assert solver.check() == z3.unsat  # INT_MAX + 0 does not


SUM = """
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4xf32> {
  %init = arith.constant INIT : f32
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%init : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%fill : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = COMBINE %acc, %p FLAGS : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
"""


def _can_be_negative_zero(init: str, combine: str = "arith.addf", flags: str = "", staged: bool = False) -> bool:
    """Whether the solver, given the spec's equations of an element of the
    sum (or of a stage of it), finds it -0.0."""
    ctx = make_context()
    module = parse(ctx, SUM.replace("INIT", init).replace("COMBINE", combine).replace("FLAGS", flags))
    AnnotatePass().apply(ctx, module)
    spec = load_spec(next(op for op in module.ops if isinstance(op, SpecOp)))
    enc = SpecEncoder(spec, ScalarSemantics(AbstractFP(9)), IslToZ3(), {})
    [t] = [t for t in spec.tensors.values() if t.kind == "generic" and t.red_dims]
    i, k = z3.Int("i"), z3.Int("k")
    element = enc.app(t, [i], [k]) if staged else enc.app(t, [i])
    solver = z3.Solver()
    solver.add(enc.axioms([element]))
    solver.add(i == 1, element == enc.sem.fp.constant(-0.0, enc.sem.float_format(t.element_type)))
    if staged:
        solver.add(k == 2)
    return solver.check() == z3.sat


def test_a_sum_from_plus_zero_is_never_negative_zero():
    """Round to nearest: `x + y` is -0.0 only if both are, so a sum from
    +0.0 never is, at any stage, although the unfolding (depth 4) does not
    reach the init of an 8-long sum.  What lets `--verify` prove IREE's
    drop of `sum + 0.0` (torch's `x + 0`)."""
    assert not _can_be_negative_zero("0.0")
    assert not _can_be_negative_zero("0.0", staged=True)


def test_a_sum_that_may_be_negative_zero_gets_no_sign_fact():
    """From a -0.0 init (all products -0.0 sum to -0.0), with `nsz` (the
    sign of a zero is free), or with a combiner other than addf (a min of
    -0.0), the element may be -0.0: no fact says otherwise."""
    assert _can_be_negative_zero("-0.0")
    assert _can_be_negative_zero("0.0", flags="fastmath<nsz>")
    assert _can_be_negative_zero("0.0", combine="arith.minimumf")
    assert _can_be_negative_zero("0.0", combine="arith.subf")
