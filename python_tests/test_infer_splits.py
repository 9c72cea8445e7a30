"""The split reading of a spec reduction (`tvmlir/infer/splits.py`): which
reductions are split, from which init, and when a NaN init may be read as
the code's -inf (the uses blind to an all-NaN row)."""

from __future__ import annotations

import pytest

from tvmlir.infer import splits
from tvmlir.infer.splits import Split
from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_verified

SOFTMAX = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%x: tensor<2x256xf32>) -> {RESULT} {{
  %zero = arith.constant 0.0 : f32
  %nan = arith.constant {INIT} : f32
  %e = tensor.empty() : tensor<2x256xf32>
  %r = tensor.empty() : tensor<2xf32>
  %mi = linalg.fill ins(%nan : f32) outs(%r : tensor<2xf32>) -> tensor<2xf32>
  %m = linalg.generic {{indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}}
      ins(%x : tensor<2x256xf32>) outs(%mi : tensor<2xf32>) {{
  ^bb0(%a: f32, %acc: f32):
    %v = arith.{COMB} %a, %acc : f32
    linalg.yield %v : f32
  }} -> tensor<2xf32>
  %si = linalg.fill ins(%zero : f32) outs(%r : tensor<2xf32>) -> tensor<2xf32>
  %s = linalg.generic {{indexing_maps = [{XMAP}, #row, #row], iterator_types = ["parallel", "reduction"]}}
      ins(%x, %m : tensor<2x256xf32>, tensor<2xf32>) outs(%si : tensor<2xf32>) {{
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %d = arith.{USE} %a, %b : f32
    %ex = math.exp %d : f32
    %v = arith.addf %ex, %acc : f32
    linalg.yield %v : f32
  }} -> tensor<2xf32>
  {RETURN}
}}
"""


def _fn(comb="maxnumf", init="0xFFC00000", use="subf", xmap="#id", returns_max=False):
    result = "(tensor<2xf32>, tensor<2xf32>)" if returns_max else "tensor<2xf32>"
    ret = "return %s, %m : tensor<2xf32>, tensor<2xf32>" if returns_max else "return %s : tensor<2xf32>"
    text = SOFTMAX.format(RESULT=result, INIT=init, COMB=comb, USE=use, XMAP=xmap, RETURN=ret)
    module = parse_verified(make_context(), text, "t.mlir")
    return next(op for op in module.walk() if op.name == "func.func")


def _split_of(comb, extent):
    return Split(extent // 128, 32, 4) if extent % 128 == 0 else None


def _found(fn, code_init="0xFF800000", assume_reassoc=True):
    return {c.comb.name: c.inner for c in splits.candidates(fn, _split_of, assume_reassoc, lambda comb: code_init if comb.endswith("maxnumf") else None)}


def test_softmax_max_read_from_the_codes_minus_inf():
    assert _found(_fn()) == {"arith.maxnumf": "0xFF800000", "arith.addf": "0.000000e+00"}


def test_max_from_nan_kept_when_the_code_starts_from_nan():
    assert _found(_fn(), code_init=None)["arith.maxnumf"].lower() == "0xffc00000"


def test_max_returned_keeps_its_nan_init():
    # the max itself is a result: an all-NaN row's NaN would show
    assert _found(_fn(returns_max=True))["arith.maxnumf"].lower() == "0xffc00000"


@pytest.mark.parametrize("use", ["maxnumf", "minnumf", "maximumf"])
def test_max_used_in_an_op_not_listed_keeps_its_init(use):
    # maxnumf(x, m) with x NaN is m: -inf and NaN would differ downstream;
    # maximumf propagates NaN, but only add/sub/mul/div are trusted
    assert _found(_fn(use=use))["arith.maxnumf"].lower() == "0xffc00000"


def test_max_used_against_another_rows_element_keeps_its_init():
    # the use reads the other row's element beside this row's max
    fn = _fn(xmap="affine_map<(d0, d1) -> (1 - d0, d1)>")
    assert _found(fn)["arith.maxnumf"].lower() == "0xffc00000"


def test_without_assume_reassoc_float_reductions_stay():
    assert _found(_fn(), assume_reassoc=False) == {}


def test_an_init_that_is_not_idempotent_is_not_split():
    # a sum from 1.0 split into 9 folds from 1.0 would add it 9 times
    fn = _fn(comb="addf", init="1.0", use="subf")
    assert "arith.addf" in _found(fn)  # the second sum starts from 0.0
    assert [c.init_text for c in splits.candidates(fn, _split_of, True, lambda c: None)
            if c.op.results[0].name_hint == "m"] == []


@pytest.mark.parametrize(("comb", "value", "expected"), [
    ("arith.addf", 0.0, True), ("arith.addf", -0.0, True), ("arith.addf", 1.0, False),
    ("arith.addf", float("inf"), True), ("arith.mulf", 1.0, True), ("arith.mulf", 2.0, False),
    ("arith.mulf", -0.0, False), ("arith.maxnumf", float("nan"), True), ("arith.maxnumf", 3.0, True),
    ("arith.addi", 0, True), ("arith.addi", 1, False), ("arith.muli", 1, True), ("arith.xori", 0, True),
    ("arith.xori", 5, False), ("arith.andi", 5, True),
])
def test_idempotent(comb, value, expected):
    assert splits._idempotent(comb, value) is expected


def test_rewritten_text_annotates_and_keeps_the_names():
    from tvmlir.passes.verify import annotated_source_text
    from tvmlir.verify.spec_model import parse_spec

    ann = annotated_source_text(SOFTMAX.format(RESULT="tensor<2xf32>", INIT="0xFFC00000", COMB="maxnumf", USE="subf",
                                               XMAP="#id", RETURN="return %s : tensor<2xf32>"), "t.mlir")
    (spec,) = ann.specs.values()
    _, fn = parse_spec(spec)
    chosen = [(c, Split(2, 32, 4)) for c in splits.candidates(fn, _split_of, True, lambda c: "0xFF800000")]
    text = splits.split_function(fn, chosen)
    split = annotated_source_text("builtin.module {\n" + text + "\n}\n", "t.mlir")
    (spec,) = split.specs.values()
    names = {t.name for t in spec.spec_tensors()}
    assert {"m_threads", "m_subgroups", "m", "s_threads", "s_subgroups", "s"} <= names
    assert "output_shape [2, 2, 32, 4]" in text


def test_spec_reassoc_licenses_the_split_and_is_kept_in_the_levels():
    from tvmlir.passes.verify import annotated_source_text
    from tvmlir.verify.spec_model import parse_spec

    text = SOFTMAX.format(RESULT="tensor<2xf32>", INIT="0xFFC00000", COMB="maxnumf", USE="subf", XMAP="#id",
                          RETURN="return %s : tensor<2xf32>").replace(
        "%v = arith.addf %ex, %acc : f32", "%v = arith.addf %ex, %acc fastmath<reassoc> : f32")
    ann = annotated_source_text(text, "t.mlir")
    (spec,) = ann.specs.values()
    _, fn = parse_spec(spec)
    found = splits.candidates(fn, _split_of, False, lambda c: None)
    assert [(c.comb.name, c.license) for c in found] == [("arith.addf", "the spec's fastmath<reassoc>")]
    out = splits.split_function(fn, [(found[0], Split(2, 32, 4))])
    assert out.count("fastmath<reassoc>") == 3  # the thread level's body and the two levels above
    annotated_source_text("builtin.module {\n" + out + "\n}\n", "t.mlir")


@pytest.mark.parametrize(("size", "count", "source", "expected"), [
    # the 64x4096 softmax: one row per workgroup, 64 -> 2 (2,048 threads)
    ((1024, 1, 1), (64, 1, 1), "tensor<64x4096xf32>", {64: 2}),
    # no workgroup count is an extent of the source: no copy
    ((128, 1, 1), (48, 1, 1), "tensor<512x384xf16>", {}),
    # still past MAX_THREADS after scaling: no copy
    ((1024, 1, 1), (64, 8, 1), "tensor<64x3x4096xf32>", {}),
    # a count of 2 or less stays
    ((1024, 1, 1), (2, 1, 1), "tensor<2x4096xf32>", {}),
])
def test_gpu_scaling(size, count, source, expected):
    from math import prod

    from tvmlir.frontends.iree_codegen import Dispatch, gpu_scaling

    d = Dispatch("f", "", workgroup_size=size, workgroup_count=count)
    extents = [int(n) for n in source.removeprefix("tensor<").split("x")[:-1]]
    assert gpu_scaling(d, source, prod(extents)) == expected
