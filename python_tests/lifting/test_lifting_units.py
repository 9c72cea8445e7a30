"""Units of tvmlir.lifting: the affine stage fit, terms, search and specs."""

from __future__ import annotations

import math
from fractions import Fraction

from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module, parse_verified
from tvmlir.lifting import terms
from tvmlir.lifting.kernel import Kernel, concrete_sizes, run_traced
from tvmlir.lifting.prophecy import solve
from tvmlir.lifting.search import Budget, Candidate, close, search
from tvmlir.lifting.spec import math_form, spec_function

TRANSPOSE = """
func.func @t(%A: memref<2x3xf32>, %O: memref<3x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %a = memref.load %A[%j, %i] : memref<2x3xf32>
      memref.store %a, %O[%i, %j] : memref<3x2xf32>
    }
  }
  return
}
"""


def _kernel(text: str):
    module = parse_verified(make_context(), text, "k.mlir")
    fn = next(iter(module.ops))
    return module, Kernel.of(fn)


def test_solve_finds_tiled_stage():
    # k = 4 * outer + inner
    rows = [((inner, outer), 4 * outer + inner) for outer in range(3) for inner in range(4)]
    assert solve(rows) == (Fraction(1), Fraction(4), Fraction(0))


def test_solve_refuses_non_affine_and_fractional():
    assert solve([((0,), 0), ((1,), 1), ((2,), 5)]) is None
    assert solve([((0,), 0), ((2,), 1)]) is None  # k = iv / 2 is not integer


def test_terms_round_to_f32_and_divide_like_ieee():
    assert terms.apply("addf", [0.1, 0.2]) == terms.apply("addf", [terms.apply("addf", [0.1, 0.2]), 0.0])
    assert terms.apply("divf", [1.0, 0.0]) == math.inf
    assert math.isnan(terms.apply("divf", [0.0, 0.0]))
    assert terms.apply("maximumf", [-0.0, 0.0]) == 0.0 and math.copysign(1, terms.apply("maximumf", [-0.0, 0.0])) > 0


def test_close_is_relative_and_nan_aware():
    assert close(1.0, 1.0 + 1e-7) and not close(1.0, 1.001)
    assert close(math.nan, math.nan) and not close(math.inf, 1e38)


def test_search_finds_transpose_and_spec_is_named_and_parses():
    module, kernel = _kernel(TRANSPOSE)
    runs = [run_traced(module, kernel, concrete_sizes(kernel, 1), seed=s, positive=False) for s in range(2)]
    cand = next(search(runs, 1, [0], Budget(10_000)))
    assert cand == Candidate(1, 2, False, ("arg", 0, (1, 0)))
    assert math_form(kernel, cand) == "O[i,j] = A[j,i]"
    text = spec_function(kernel, cand, "t")
    assert "linalg.transpose" in text and "permutation = [1, 0]" in text
    parse_module(make_context(), text, "spec.mlir").verify()


def test_trace_records_store_index_value_and_ivs():
    module, kernel = _kernel(TRANSPOSE)
    run = run_traced(module, kernel, concrete_sizes(kernel, 1), seed=0, positive=True)
    events = run.events[1]
    assert len(events) == 6
    first = events[1]  # i = 0, j = 1
    assert first.index == (0, 1) and first.ivs == (1, 0)
    assert first.value == run.before[0][1 * 3 + 0]


def test_budget_bounds_the_search():
    module, kernel = _kernel(TRANSPOSE)
    runs = [run_traced(module, kernel, concrete_sizes(kernel, 1), seed=0, positive=False)]
    b = Budget(3)
    list(search(runs, 1, [0], b))
    assert b.tried == 3


def test_constants_print_back_exactly():
    from tvmlir.oracle.values import round_to

    for x in (0.7978845608, 0.044715, 0.01, 1e-30, 3.4e38, -2.5):
        v = round_to(x, 32)
        assert round_to(float(terms.mlir_float(v)), 32) == v
        assert "." in terms.mlir_float(v)  # MLIR's float literal needs the point


def test_select_term_is_ordered():
    t = ("select_ogt", ("arg", 0, (0,)), ("const", 0.0), ("arg", 0, (0,)), ("const", 1.0))
    assert terms.evaluate(t, lambda leaf: -2.0) == 1.0
    assert terms.evaluate(t, lambda leaf: 3.0) == 3.0
    assert terms.evaluate(t, lambda leaf: math.nan) == 1.0  # ogt is false on NaN


def test_solve_prefers_the_constant_to_a_constant_variable():
    # k = iv - 1, with a second variable that is 4 in every event
    rows = [((iv, 4), iv - 1) for iv in range(1, 5)]
    assert solve(rows) == (Fraction(1), Fraction(0), Fraction(-1))


def _lift(text: str):
    from tvmlir.lifting.lift import lift

    module = parse_verified(make_context(), text, "k.mlir")
    return lift(text, "k.mlir", module, next(iter(module.ops)))


def test_lift_proves_transpose_with_exit_0():
    result = _lift(TRANSPOSE)
    assert result.verdict == "proved" and result.exit_code == 0
    assert result.formula == "O[i,j] = A[j,i]" and "linalg.transpose" in result.spec


def test_lift_refuses_scalar_arguments_as_unsupported():
    text = TRANSPOSE.replace("%O: memref<3x2xf32>)", "%O: memref<3x2xf32>, %n: index)")
    result = _lift(text)
    assert result.verdict == "unsupported (argument 2 is not a memref of f32 or f64)" and result.exit_code == 2


def test_lift_reports_undefined_behaviour_as_not_lifted():
    text = TRANSPOSE.replace("memref.store %a, %O[%i, %j]", "memref.store %a, %O[%j, %i]")
    result = _lift(text)
    assert result.verdict.startswith("no formula found (the kernel fails when run: undefined behaviour")
    assert result.exit_code == 1 and not result.spec


ROW_SUM_REGISTER = """
func.func @rs(%X: memref<2x3xf32>, %S: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c2 step %c1 {
    %s = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %z) -> (f32) {
      %x = memref.load %X[%i, %j] : memref<2x3xf32>
      %b = arith.addf %a, %x : f32
      scf.yield %b : f32
    }
    memref.store %s, %S[%i] : memref<2xf32>
  }
  return
}
"""


def test_trace_records_carried_values_with_load_indices_in_scope():
    module, kernel = _kernel(ROW_SUM_REGISTER)
    run = run_traced(module, kernel, concrete_sizes(kernel, 1), seed=0, positive=True)
    [(key, events)] = run.carried.items()
    assert key[0].name == "scf.yield" and key[1] == 0
    assert len(events) == 6
    ev = events[4]  # i = 1, j = 1: X[1,0] + X[1,1]
    assert ev.ivs == (1, 1)
    assert sorted(ev.env.values()) == [1, 1]
    assert close(ev.value, run.before[0][3] + run.before[0][4])


def test_register_reduction_is_a_candidate_with_its_loop():
    from tvmlir.lifting.guided import guided

    module, kernel = _kernel(ROW_SUM_REGISTER)
    runs = [run_traced(module, kernel, concrete_sizes(kernel, 1), seed=s, positive=False) for s in range(2)]
    cands = list(guided(kernel, runs, 1, Budget(1000)))
    assert [(c.reduce, c.body, c.combiner, c.init) for c in cands] == [(True, ("arg", 0, (0, 1)), "addf", 0.0)]
    assert cands[0].carried.yield_op.name == "scf.yield" and cands[0].stages == ()


def test_register_reduction_skipping_a_column_is_no_candidate():
    """The sum below starts at column 1: no map of X gives the stored
    values, so the dataflow proposes nothing (and nothing is proved)."""
    from tvmlir.lifting.guided import guided

    text = ROW_SUM_REGISTER.replace("%j = %c0 to %c3", "%j = %c1 to %c3")
    module, kernel = _kernel(text)
    runs = [run_traced(module, kernel, concrete_sizes(kernel, 1), seed=s, positive=False) for s in range(2)]
    assert list(guided(kernel, runs, 1, Budget(1000))) == []


TEMPORARY = """
func.func @t(%X: memref<4xf32>, %O: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  %one = arith.constant 1.0 : f32
  %T = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %X[%i] : memref<4xf32>
    %y = arith.mulf %x, %two : f32
    memref.store %y, %T[%i] : memref<4xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %t = memref.load %T[%i] : memref<4xf32>
    %r = arith.addf %t, %one : f32
    memref.store %r, %O[%i] : memref<4xf32>
  }
  return
}
"""


def test_trace_names_the_store_each_temporary_load_read():
    from xdsl.dialects import memref

    module, kernel = _kernel(TEMPORARY)
    run = run_traced(module, kernel, concrete_sizes(kernel, 1), seed=0, positive=True)
    stores = [op for op in module.walk() if isinstance(op, memref.StoreOp)]
    loads = [op for op in module.walk() if isinstance(op, memref.LoadOp)]
    assert run.writers == {loads[1]: {stores[0]}}  # loads of arguments are not traced
    assert [ev.index for ev in run.temps[stores[0]]] == [(0,), (1,), (2,), (3,)]


def test_temporary_is_an_elementwise_stage():
    from tvmlir.lifting.guided import guided

    module, kernel = _kernel(TEMPORARY)
    runs = [run_traced(module, kernel, concrete_sizes(kernel, 1), seed=s, positive=False) for s in range(2)]
    [cand] = list(guided(kernel, runs, 1, Budget(1000)))
    [stage] = cand.stages
    assert stage.body == ("mulf", ("arg", 0, (0,)), ("const", 2.0)) and not stage.reduce
    assert cand.body == ("addf", ("tmp", 0, (0,)), ("const", 1.0))
    assert math_form(kernel, cand) == "O_s0[i] = X[i] * 2.0; O[i] = O_s0[i] + 1.0"
