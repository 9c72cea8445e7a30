"""The torch front end's text normalization and the rules it relies on,
without torch: weight blobs inlined (or a clear error), ops outside the
modelled dialects named, keepdim output maps, dead results dropped."""

import sys
from pathlib import Path

import pytest
from xdsl.dialects.linalg.ops import GenericOp
from xdsl.ir.affine import AffineMap

sys.path.insert(0, str(Path(__file__).parent.parent))
from conftest import parse  # noqa: E402

from tvmlir.frontends.torch import TorchImportError, _blobs, check_ops, inline_resources  # noqa: E402
from tvmlir.passes.annotate import AnnotatePass  # noqa: E402
from tvmlir.passes.dead_results import drop_dead_results  # noqa: E402
from tvmlir.semantics.linalg import OutputMapError, output_positions  # noqa: E402

RAW = '''"builtin.module"() ({
  %0 = "arith.constant"() <{value = dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>}> : () -> tensor<2xf32>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.float32: "0x040000000000803F00000040"
    }
  }
#-}
'''


def test_blob_inlined_without_alignment_header():
    text = inline_resources(RAW, _blobs(RAW))
    assert 'dense<"0x0000803F00000040"> : tensor<2xf32>' in text
    assert "dialect_resources" not in text and "dense_resource" not in text


def test_missing_blob_is_an_error_naming_it():
    with pytest.raises(TorchImportError, match=r"dense_resource<torch_tensor_2_torch.float32>"):
        inline_resources(RAW, {})


def test_op_outside_modelled_dialects_is_named():
    text = '%1 = "tm_tensor.scatter"(%0) : (tensor<2xf32>) -> tensor<2xf32>\n'
    with pytest.raises(TorchImportError, match=r"unsupported op 'tm_tensor.scatter' \(line 1"):
        check_ops(text)
    check_ops('%1 = "linalg.generic"(%0) : () -> ()\n')



def test_keepdim_output_map():
    m = AffineMap.from_callable(lambda d0, d1: (d0, 0))
    assert output_positions(m, [4, 1]) == {0: 0}
    with pytest.raises(OutputMapError, match="not of size 1"):
        output_positions(m, [4, 3])
    with pytest.raises(OutputMapError, match="not of size 1"):
        output_positions(m, [4, None])
    with pytest.raises(OutputMapError, match="not of size 1"):
        output_positions(AffineMap.from_callable(lambda d0, d1: (d0, 1)), [4, 1])
    with pytest.raises(OutputMapError, match="projected permutation"):
        output_positions(AffineMap.from_callable(lambda d0, d1: (d0, d0)), [4, 4])


KEEPDIM_BAD = """
func.func @f(%x: tensor<4x6xf32>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>],
      iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x6xf32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<4x3xf32>
  return %s : tensor<4x3xf32>
}
"""


def test_annotate_refuses_constant_over_non_unit_dim(ctx):
    """A constant output index over a dimension of size 3 leaves two
    columns to the init: not a keepdim reduction, refused by name."""
    from tvmlir.ir.diagnostics import OpError

    module = parse(ctx, KEEPDIM_BAD)
    with pytest.raises(OpError, match=r"constant 0 over a dimension that is not of size 1"):
        AnnotatePass().apply(ctx, module)


ARGMAX = """
func.func @f(%x: tensor<2x4xf32>, %m0: tensor<2xf32>, %i0: tensor<2xi64>) -> tensor<2xf32> {
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]} ins(%x : tensor<2x4xf32>) outs(%m0, %i0 : tensor<2xf32>, tensor<2xi64>) {
  ^bb0(%in: f32, %m: f32, %i: i64):
    %k = linalg.index 1 : index
    %ki = arith.index_cast %k : index to i64
    %mx = arith.maximumf %in, %m : f32
    %gt = arith.cmpf ogt, %in, %m : f32
    %ni = arith.select %gt, %ki, %i : i64
    linalg.yield %mx, %ni : f32, i64
  } -> (tensor<2xf32>, tensor<2xi64>)
  return %r#RESULT : tensor<2xf32>
}
"""


def _generic(module) -> GenericOp:
    return next(op for op in module.walk() if isinstance(op, GenericOp))


def test_dead_argmax_dropped(ctx):
    module = parse(ctx, ARGMAX.replace("RESULT", "0"))
    new = drop_dead_results(_generic(module))
    module.verify()
    assert len(new.results) == 1 and len(new.outputs) == 1
    assert [op.name for op in new.body.block.ops] == ["arith.maximumf", "linalg.yield"]


def test_result_whose_accumulator_stays_needed_is_kept(ctx):
    """The max is unused but the argmax compares against it: kept."""
    text = ARGMAX.replace("-> tensor<2xf32> {\n  %r:2", "-> tensor<2xi64> {\n  %r:2").replace(
        "return %r#RESULT : tensor<2xf32>", "return %r#1 : tensor<2xi64>"
    )
    module = parse(ctx, text)
    generic = _generic(module)
    assert drop_dead_results(generic) is generic
    assert len(generic.results) == 2
