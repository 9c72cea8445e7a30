"""The inference of `verify{spec=SOURCE}` in parts (tvmlir/infer/): the spec's
recorded stages, the value index, the fit of a claim, and what happens when
no claim fits.  The end-to-end verdicts are pinned by lit_tests/infer."""

import pytest
from xdsl.dialects.builtin import IndexType
from xdsl.ir import Block

from tvmlir.infer.fit import Affine, NoClaim, infer_claim
from tvmlir.infer.runs import gather, run_sizes
from tvmlir.infer.spec_trace import SpecValues, run_spec, value_key
from tvmlir.infer.target_trace import IV, OWN, Event, Site, Variable
from tvmlir.ir.context import make_context
from tvmlir.ir.parser import parse_module
from tvmlir.oracle.memory import View
from tvmlir.oracle.run import spec_function
from tvmlir.passes.annotate import AnnotatePass
from tvmlir.tv_dialect import SpecOp

ROW_SUM = """
func.func @row_sum(%x: tensor<?x?xf32>, %init: tensor<?xf32>) -> tensor<?xf32> {
  %s = linalg.reduce ins(%x : tensor<?x?xf32>) outs(%init : tensor<?xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  func.return %s : tensor<?xf32>
}
"""


def spec_of(text: str):
    module = parse_module(make_context(), text, "s.mlir")
    AnnotatePass().apply(make_context(), module)
    spec = next(op for op in module.ops if isinstance(op, SpecOp))
    return spec_function(spec)


def view(values, shape):
    v = View.new(tuple(shape), "arg")
    v.buffer.cells[:] = list(values)
    return v


def test_value_key_tells_signed_zeros_apart():
    assert value_key(0.0) != value_key(-0.0)
    assert value_key(float("nan")) == value_key(-float("nan"))
    assert value_key(3) == ("i", 3)


def test_spec_run_records_every_stage_in_order():
    module, fn = spec_of(ROW_SUM)
    values = run_spec(module, fn, [view([1.0, 2.0, 4.0, 8.0, 16.0, 32.0], [2, 3]), view([0.5, -0.5], [2])])
    name = next(n for n, k in values.kinds.items() if k == "reduction")
    assert values.stages[name][(0,)] == [((0,), 1.5), ((1,), 3.5), ((2,), 7.5)]
    assert values.final[name][(1,)] == 55.5
    assert (name, (1,), (1,)) in values.lookup(23.5)  # -0.5 + 8 + 16
    assert values.kinds["x"] == "input"


def test_sizes_differ_within_a_run_and_between_runs():
    module, fn = spec_of(ROW_SUM)
    a, b = run_sizes(fn, 0), run_sizes(fn, 1)
    assert len(set(a.dims.values())) == 2 and a.dims != b.dims
    assert a.dims[(0, 0)] == a.dims[(1, 0)]  # the rows of x and init are one class


def _site(kinds: list[str]) -> Site:
    block = Block(arg_types=[IndexType()] * len(kinds))
    return Site(None, 0, tuple(Variable(v, k) for v, k in zip(block.args, kinds)))  # type: ignore[arg-type]


def _spec(stages: dict) -> SpecValues:
    return SpecValues(stages={"T": stages}, kinds={"T": "reduction"})


def test_fit_reads_the_element_off_a_variable_and_the_stage_off_an_affine_one():
    # element i is the store's own index; stage k = 2 * j + 1 (an unrolled loop)
    stages = {(i,): [((k,), float(10 * i + k)) for k in range(6)] for i in range(3)}
    events = [Event(0, float(10 * i + 2 * j + 1), (i, j)) for i in range(3) for j in range(3)]
    claim = infer_claim(_site([OWN, IV]), events, [_spec(stages)], {"T": "reduction"})
    assert claim.tensor == "T"
    assert claim.index == (Affine(((0, 1),), 0),)
    assert claim.stage == (Affine(((1, 2),), 1),)
    assert claim.describe().startswith("@T [idx0] stage [2*")


def test_no_claim_when_a_value_is_no_spec_element():
    stages = {(0,): [((0,), 1.0)]}
    with pytest.raises(NoClaim, match="no element of any spec tensor"):
        infer_claim(_site([OWN]), [Event(0, 2.0, (0,))], [_spec(stages)], {})


def test_no_claim_when_the_element_is_no_affine_function():
    # the element each event stores is (i * i): no affine function of i
    stages = {(i,): [((0,), float(i))] for i in range(5)}
    events = [Event(0, float(i * i), (i,)) for i in range(3)]
    with pytest.raises(NoClaim, match="no element that is one affine function"):
        infer_claim(_site([IV]), events, [_spec(stages)], {})


def test_never_run_site_has_no_claim():
    with pytest.raises(NoClaim, match="never ran"):
        infer_claim(_site([OWN]), [], [_spec({})], {})


def test_inputs_of_a_type_the_oracle_cannot_make_stop_the_runs():
    """A bf16 argument: no random inputs, so no runs and no claims; the
    evidence says why (the verdict names it), never an internal error."""
    module, fn = spec_of(ROW_SUM.replace("f32", "bf16"))
    ev = gather(module, fn, module, fn, [])
    assert ev.cannot_run is not None and "no random inputs of type bf16" in ev.cannot_run.describe()
    assert ev.spec == []


MATRIX_SUM = """
func.func @total(%x: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %s = linalg.reduce ins(%x : tensor<2x3xf32>) outs(%init : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  func.return %s : tensor<f32>
}
"""


def test_spec_run_in_another_order_records_the_permuted_stages():
    # The reduction over (d0, d1) folded with d1 outside: its stages are the
    # column-major prefixes, recorded under `T.order.1.0`; the spec's own
    # tensors are untouched.
    from tvmlir.infer import reorders

    module, fn = spec_of(MATRIX_SUM)
    [(name, order)] = reorders.candidates(fn)
    assert order == (1, 0)
    r_module, r_fn = reorders.with_order(module, fn, name, order)
    x = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0]  # rows [1, 2, 4], [8, 16, 32]
    values = run_spec(r_module, r_fn, [view(x, [2, 3]), view([0.0], [])])
    stages = values.stages[f"{name}.order.1.0"][()]
    assert [k for k, _ in stages] == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]  # (d1, d0)
    assert [v for _, v in stages] == [1.0, 9.0, 11.0, 27.0, 31.0, 63.0]
    assert [v for _, v in values.stages[name][()]] == [1.0, 3.0, 7.0, 15.0, 31.0, 63.0]
    assert values.final[name][()] == 63.0
    assert len(reorders.candidates(fn)) == 1 and len(list(fn.walk())) < len(list(r_fn.walk()))  # a copy


def test_reordered_names_resolve_only_as_permutations_of_a_reduction():
    from tvmlir.tv_dialect.spec import reordered_name, valid_order
    from tvmlir.verify.spec_model import load_spec

    module = parse_module(make_context(), MATRIX_SUM, "s.mlir")
    AnnotatePass().apply(make_context(), module)
    spec = next(op for op in module.ops if isinstance(op, SpecOp))
    red = next(d.name for d in spec.spec_tensors() if d.stages == 2)
    assert reordered_name(f"{red}.order.1.0") == (red, (1, 0))
    assert reordered_name(f"{red}.order.") is None and reordered_name("x.order.a") is None
    assert valid_order((1, 0), 2) and not valid_order((0, 1), 2) and not valid_order((0, 0), 2)
    decl = spec.tensor(f"{red}.order.1.0")
    assert decl is not None and decl.stages == 2
    for bad in (f"{red}.order.0.1", f"{red}.order.2.0", "x.order.1.0", f"{red}.order.1.0.2"):
        assert spec.tensor(bad) is None, bad
    model = load_spec(spec)
    t = model.tensor(f"{red}.order.1.0")
    base = model.tensors[red]
    assert t.reordered_from is base and t.red_dims == base.red_dims[::-1] and t.name not in model.tensors
    assert model.tensor(f"{red}.order.1.0") is t  # one tensor per name


MATMUL_CONST_WEIGHT = """
func.func @mm(%x: tensor<3x6xf32>) -> tensor<3x4xf32> {
  %w = arith.constant dense<0.5> : tensor<4x6xf32>
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>,
                                        affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<3x6xf32>, tensor<4x6xf32>) outs(%z : tensor<3x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  func.return %r : tensor<3x4xf32>
}
"""


def test_a_stage_needs_only_the_reduced_dims_an_input_read_fixes():
    """`inferred.stage_of`: a read of the input `x[i, k]` fixes the reduced
    index `k`, which is the stage, though no input read fixes the output
    column `j` (the weight is a spec constant): `element_of` needs `j`
    and finds nothing, `stage_of` finds the stage (folds._read_stages, a
    masked tail's lanes of IREE's CUDA matmul with a constant weight)."""
    from tvmlir.affine.space import const
    from tvmlir.verify.inferred import element_of, stage_of
    from tvmlir.verify.spec_model import load_spec

    module = parse_module(make_context(), MATMUL_CONST_WEIGHT, "s.mlir")
    AnnotatePass().apply(make_context(), module)
    spec = load_spec(next(op for op in module.ops if isinstance(op, SpecOp)))
    t = next(t for t in spec.tensors.values() if t.kind == "generic" and t.red_dims)
    x = next(src for src, _ in t.inputs if getattr(src, "kind", None) == "input")
    cells = [(x, [const(1), const(4)])]
    assert element_of(t, cells) is None
    (k,) = stage_of(t, cells)
    assert str(k) == str(const(4))
    assert stage_of(t, []) is None
