"""The lifted route's gates (refinement/lifted.py): when it runs first,
which verdicts it may answer, and the signatures and aliasing it refuses
before any lift (so that the lifted formula covers every input where the
source is defined).  The end-to-end verdicts are lit tests
(lit_tests/tools/tv_check/lifted/)."""

from __future__ import annotations

import pytest

from tvmlir.refinement import lifted
from tvmlir.refinement.module import load
from tvmlir.refinement.verdict import FAILED, TIMEOUT, UNSUPPORTED, VERIFIED, Verdict
from tvmlir.tools.tv_check import build_parser, options_from


def _func(tmp_path, text: str, name: str = "f"):
    p = tmp_path / "m.mlir"
    p.write_text(text)
    return load(str(p)).functions[name]


def _options(*flags: str):
    return options_from(build_parser().parse_args(["s", "t", *flags]))


NEST = """
func.func @f(%a: memref<{n}x{n}xf32>, %b: memref<{n}x{n}xf32>) {{
  affine.for %i = 0 to {n} {{
    affine.for %j = 0 to {n} {{
      %x = affine.load %a[%i, %j] : memref<{n}x{n}xf32>
      affine.store %x, %b[%i, %j] : memref<{n}x{n}xf32>
    }}
  }}
  return
}}
"""


@pytest.mark.parametrize(("n", "first"), [(16, False), (17, True)])
def test_first_when_the_nest_exceeds_the_unroll_bound(tmp_path, n, first):
    assert lifted.worth_first(_func(tmp_path, NEST.format(n=n)), 256) is first


def test_first_when_a_trip_count_is_not_constant(tmp_path):
    f = _func(tmp_path, """
func.func @f(%a: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %x = affine.load %a[%i] : memref<?xf32>
  }
  return
}
""")
    assert lifted.worth_first(f, 256)


@pytest.mark.parametrize(("verdict", "answers"), [
    (Verdict("f", UNSUPPORTED, "affine.for at x:1:1: loop of 300 iterations exceeds the unroll bound"), True),
    (Verdict("f", UNSUPPORTED, "scf.for at x:1:1: loop whose trip count is not constant (not bounded by it)"), True),
    (Verdict("f", TIMEOUT), True),
    (Verdict("f", UNSUPPORTED, "linalg.foo at x:1:1"), False),
    (Verdict("f", FAILED, "return value mismatch"), False),
    (Verdict("f", VERIFIED), False),
])
def test_answers_only_loops_it_could_not_relate(verdict, answers):
    assert lifted.applies(verdict) is answers


@pytest.mark.parametrize(("signature", "why"), [
    ("%a: memref<?x4xf32>, %b: memref<4x4xf32>", "dynamic shape"),
    ("%a: memref<4x4xf32, strided<[8, 1]>>, %b: memref<4x4xf32>", "layout other than the identity"),
    ("%a: memref<4x4xf32>, %n: index", "not a memref"),
])
def test_signatures_whose_lift_would_assume_more(tmp_path, signature, why):
    f = _func(tmp_path, f"func.func @f({signature}) {{\n  return\n}}\n")
    assert why in lifted._signature_refusal(f, _options())


def test_results_are_refused(tmp_path):
    f = _func(tmp_path, "func.func @f(%a: memref<4xf32>) -> memref<4xf32> {\n  return %a : memref<4xf32>\n}\n")
    assert "returns values" in lifted._signature_refusal(f, _options())


def test_output_aliasing_an_input_of_its_type_is_refused_by_default(tmp_path):
    f = _func(tmp_path, NEST.format(n=4))
    assert "may alias" in lifted._alias_refusal([f], 1, _options())
    assert lifted._alias_refusal([f], 1, _options("--memref-inputs-simple")) is None


def test_inputs_of_another_type_only_read(tmp_path):
    f = _func(tmp_path, """
func.func @f(%a: memref<4xf64>, %b: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf64>
    %y = arith.truncf %x : f64 to f32
    affine.store %y, %b[%i] : memref<4xf32>
  }
  return
}
""")
    assert lifted._alias_refusal([f], 1, _options()) is None
    # without the typed no-alias assumption they may alias
    assert "may alias" in lifted._alias_refusal([f], 1, _options("--no-assume-typed-noalias"))


def test_an_input_written_may_not_alias(tmp_path):
    f = _func(tmp_path, """
func.func @f(%a: memref<4xf64>, %b: memref<4xf32>) {
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf64>
    %y = arith.truncf %x : f64 to f32
    affine.store %y, %b[%i] : memref<4xf32>
    affine.store %z, %a[%i] : memref<4xf64>
  }
  return
}
""")
    assert "not only read" in lifted._alias_refusal([f], 1, _options())


def test_lift_assumptions_beyond_the_generic_ones_are_refused():
    report = "  note: assumes: dim(arg0, 1) = dim(arg1, 0); 64-bit index; memref arguments do not alias\n"
    found = lifted._assumptions(report)
    assert found == ["dim(arg0, 1) = dim(arg1, 0)", "64-bit index", "memref arguments do not alias"]
    assert [a for a in found if a not in lifted.LIFT_ASSUMPTIONS] == ["dim(arg0, 1) = dim(arg1, 0)"]


def test_effects_beyond_the_output_are_refused(tmp_path):
    f = _func(tmp_path, """
memref.global "private" @g : memref<4xf32> = uninitialized
func.func @f(%a: memref<4xf32>) {
  %g = memref.get_global @g : memref<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
    affine.store %x, %g[%i] : memref<4xf32>
  }
  return
}
""")
    assert "memref.get_global has effects" in lifted._effect_refusal(f)


def test_no_arguments_no_output(tmp_path):
    f = _func(tmp_path, "func.func @f() {\n  return\n}\n")
    assert "no argument" in lifted._signature_refusal(f, _options())


def test_ops_tvmlir_does_not_know_are_refused(tmp_path):
    p = tmp_path / "m.mlir"
    p.write_text('func.func @f(%a: memref<4xf32>) {\n  "test.foo"(%a) : (memref<4xf32>) -> ()\n  return\n}\n')
    f = load(str(p), None, True).functions["f"]
    assert "test.foo has effects" in lifted._effect_refusal(f)


@pytest.mark.parametrize(("n", "refused"), [(4096, False), (4097, True)])
def test_sources_too_large_to_run_are_refused(tmp_path, n, refused):
    f = _func(tmp_path, f"""
func.func @f(%a: memref<4xf32>) {{
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to {n} {{
    affine.store %z, %a[0] : memref<4xf32>
  }}
  return
}}
""")
    got = lifted._size_refusal(f)
    assert (got is not None) is refused
    assert not refused or "loop iterations, more than the 4096" in got


def test_memrefs_too_large_to_run_are_refused(tmp_path):
    f = _func(tmp_path, "func.func @f(%a: memref<1024x1024x1024xf32>) {\n  return\n}\n")
    assert "more than the 4096 the lift runs" in lifted._size_refusal(f)


def test_one_written_argument(tmp_path):
    reads = _func(tmp_path, """
func.func @f(%a: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
  }
  return
}
""")
    assert "writes no argument" in lifted._output_refusal(reads)
    assert lifted._output_refusal(_func(tmp_path, NEST.format(n=4))) is None
    two = _func(tmp_path, NEST.format(n=4).replace("affine.store %x, %b[%i, %j]",
                                                 "affine.store %x, %b[%i, %j] : memref<4x4xf32>\n      "
                                                 "affine.store %x, %a[%i, %j]"))
    assert "writes 2 arguments" in lifted._output_refusal(two)
