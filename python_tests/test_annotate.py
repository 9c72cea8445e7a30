"""--annotate on every program of lit_tests/Inputs/programs: the contract of
design-notes section 4, checked structurally (the lit tests pin the text)."""

from pathlib import Path

import pytest
from xdsl.dialects.builtin import ArrayAttr, StringAttr, TensorType
from xdsl.dialects.func import FuncOp
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import GenericOp, IndexOp

from conftest import parse, show
from tvmlir.passes.annotate import AnnotatePass
from tvmlir.passes.spec_names import SpecNamer, sanitize
from tvmlir.tv_dialect import ProphesyOp, SpecOp

PROGRAMS = sorted(
    (Path(__file__).parent.parent / "lit_tests" / "Inputs" / "programs").glob("*.mlir")
)


def _annotated(ctx, path: Path, bare_reductions: bool = True):
    module = parse(ctx, path.read_text(), path.name)
    AnnotatePass(bare_reductions=bare_reductions).apply(ctx, module)
    module.verify()
    return module


def _names_in_source(spec_func: FuncOp) -> dict[str, object]:
    """tv.name -> the value it names, in the parsed spec function."""
    named: dict[str, object] = {}
    if spec_func.arg_attrs is not None:
        for arg, attrs in zip(spec_func.args, spec_func.arg_attrs.data):
            if "tv.name" in attrs.data:
                named[attrs.data["tv.name"].data] = arg
    for op in spec_func.walk():
        attr = op.attributes.get("tv.name")
        if isinstance(attr, StringAttr):
            named[attr.data] = op.results[0]
        elif isinstance(attr, ArrayAttr):
            for name, result in zip(attr.data, op.results, strict=True):
                named[name.data] = result
    return named


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.stem)
def test_spec_matches_its_tensors(ctx, path):
    module = _annotated(ctx, path)
    (spec,) = [op for op in module.ops if isinstance(op, SpecOp)]
    source = parse(ctx, spec.source.data, "spec")
    (spec_func,) = [op for op in source.ops if isinstance(op, FuncOp)]
    assert spec.sym_name.data == f"{spec_func.sym_name.data}_spec"
    named = _names_in_source(spec_func)
    tensors = {t.name: t for t in spec.spec_tensors()}
    assert set(tensors) == set(named)
    for name, tensor in tensors.items():
        value = named[name]
        assert value.type == tensor.type and isinstance(tensor.type, TensorType)
        owner = value.owner
        if isinstance(owner, GenericOp):
            reductions = sum(
                it.data == IteratorType.REDUCTION for it in owner.iterator_types
            )
            assert tensor.stages == reductions
        else:
            assert tensor.stages == 0
    # The spec has no prophecies and no linalg.index of annotate's.
    assert not any(isinstance(op, ProphesyOp) for op in source.walk())


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.stem)
def test_every_yield_is_prophesied_at_the_output_element(ctx, path):
    """With a prophecy on every chain (bare-reductions=false)."""
    module = _annotated(ctx, path, bare_reductions=False)
    for generic in [op for op in module.walk() if isinstance(op, GenericOp)]:
        yielded = generic.body.block.last_op.operands
        maps = generic.indexing_maps.data[len(generic.inputs) :]
        reductions = [
            d for d, it in enumerate(generic.iterator_types) if it.data == IteratorType.REDUCTION
        ]
        for value, out_map in zip(yielded, maps, strict=True):
            prophecy = value.owner
            assert isinstance(prophecy, ProphesyOp)
            dims = [i.owner.dim.value.data for i in prophecy.indices]
            assert all(isinstance(i.owner, IndexOp) for i in prophecy.indices)
            assert dims == [e.position for e in out_map.data.results]
            assert [s.owner.dim.value.data for s in prophecy.stage] == reductions


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.stem)
def test_bare_reductions_yield_the_combiner(ctx, path):
    """By default a reduction whose element reads only function
    arguments, each once, that fix every loop dim yields its combiner
    bare (no prophecy, no linalg.index); every other yield is prophesied."""
    module = _annotated(ctx, path)
    func = next(op for op in module.walk() if op.name == "func.func")
    args = set(func.body.block.args)
    for generic in [op for op in module.walk() if isinstance(op, GenericOp)]:
        block = generic.body.block
        for k, value in enumerate(block.last_op.operands):
            reductions = any(it.data == IteratorType.REDUCTION for it in generic.iterator_types)
            inputs = list(generic.inputs)
            from_args = all(v in args and inputs.count(v) == 1 for v in inputs)
            if isinstance(value.owner, ProphesyOp):
                continue
            # Bare: a reduction yielding `out (+) e`, out used once.
            assert reductions, f"{path.stem}: a bare yield of a non-reduction"
            out = block.args[len(inputs) + k]
            assert out in value.owner.operands and len(list(out.uses)) == 1
            assert from_args or any(v in args for v in inputs)


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.stem)
def test_round_trip_and_idempotence(ctx, path):
    module = _annotated(ctx, path)
    text = show(module)
    again = parse(ctx, text)
    assert show(again) == text
    AnnotatePass().apply(ctx, again)
    assert show(again) == text


def test_names_are_sanitized_and_unique():
    namer = SpecNamer()
    assert namer.fresh("A", "arg0") == "A"
    assert namer.fresh("A", "arg1") == "A_1"
    assert namer.fresh(None, "arg2") == "arg2"
    assert namer.fresh("x.y$z", "arg3") == "x_y_z"
    assert namer.op_default("linalg.matmul") == "matmul0"
    assert namer.op_default("linalg.matmul") == "matmul1"
    assert namer.op_default("linalg.fill") == "fill0"
    assert sanitize("0abc") == "_0abc"
