"""--verify's GPU memory model, fast-math licenses and spec-source tie:
the pieces behind lit_tests/passes/verify/gpu-*.mlir, bad-gpu-*-alloc-*,
spec-source.mlir and lit_tests/prophetic/*fast-math* (design-notes 8)."""

import pytest
from conftest import parse
from xdsl.dialects.builtin import IntegerAttr, MemRefType, f32, i64

from tvmlir.affine.space import const, param
from tvmlir.ir.compat.gpu import AddressSpace, AddressSpaceAttr
from tvmlir.ir.context import make_context
from tvmlir.passes.annotate import AnnotatePass
from tvmlir.tv_dialect import SpecOp
from tvmlir.semantics.arith import fastmath_flags
from tvmlir.verify import fastmath
from tvmlir.verify.frame import Buffer
from tvmlir.verify.kernels import memory_space
from tvmlir.verify.spec_source import SourceSpecs, SpecFingerprint


@pytest.mark.parametrize(
    "space, expected",
    [
        (None, None),
        (IntegerAttr(3, i64), AddressSpace.WORKGROUP),
        (IntegerAttr(5, i64), AddressSpace.PRIVATE),
        (IntegerAttr(1, i64), AddressSpace.GLOBAL),
        (AddressSpaceAttr(AddressSpace.WORKGROUP), AddressSpace.WORKGROUP),
        (AddressSpaceAttr(AddressSpace.PRIVATE), AddressSpace.PRIVATE),
    ],
)
def test_memory_space(space, expected):
    mtype = MemRefType(f32, [4], memory_space=space) if space is not None else MemRefType(f32, [4])
    assert memory_space(mtype) == expected


def test_address_space_round_trips():
    ctx = make_context()
    text = "func.func @f(%m: memref<4xf32, #gpu.address_space<workgroup>>) {\n  func.return\n}\n"
    module = parse(ctx, text)
    assert "#gpu.address_space<workgroup>" in str(module)


def test_per_thread_buffer_cells_start_with_the_thread_ids():
    """A per-thread buffer's cell is (owner ids..., element); a view keeps
    the owner and maps only the element."""
    owner = [param("t0"), param("t1"), param("t2")]
    buf = Buffer("a0", "%t", MemRefType(f32, [8]), [const(8)], owner=owner)
    cell = buf.storage([const(5)])
    assert len(cell) == 4
    assert [str(c) for c in cell[:3]] == [str(o) for o in owner]
    view = Buffer("a0", "v", MemRefType(f32, [2]), [const(2)], offsets=[const(4)], strides=[2], owner=buf.owner)
    assert str(view.storage([const(1)])[3]) == str(const(6))
    shared = Buffer("a1", "%w", MemRefType(f32, [8]), [const(8)])
    assert len(shared.storage([const(5)])) == 1


FLAGGED = """
func.func @f(%x: f32, %y: f32) -> f32 {
  %m = arith.mulf %x, %y fastmath<contract> : f32
  %s = arith.addf %m, %y fastmath<fast> : f32
  %n = arith.addf %s, %x fastmath<nnan> : f32
  func.return %n : f32
}
"""

SPEC_BODY = """
func.func @g(%x: f32, %y: f32) -> f32 {
  %m = arith.mulf %x, %y fastmath<contract> : f32
  %s = arith.addf %m, %y fastmath<contract> : f32
  %t = arith.addf %s, %x : f32
  func.return %t : f32
}
"""


def test_fastmath_flags():
    ctx = make_context()
    ops = list(parse(ctx, FLAGGED).ops.first.body.block.ops)
    assert fastmath_flags(ops[0]) == {"contract"}
    assert fastmath_flags(ops[1]) == {"nnan", "ninf", "nsz", "reassoc", "contract", "afn", "arcp"}
    assert fastmath_flags(ops[2]) == {"nnan"}


def test_licenses_are_granted_by_every_op_of_the_name():
    """contract is granted for mulf (the spec's only mulf has it), not for
    addf (one of the spec's addf lacks it); nnan is not a license."""
    ctx = make_context()
    f = parse(ctx, FLAGGED).ops.first
    g = parse(ctx, SPEC_BODY).ops.first
    ret = f.body.block.last_op
    found = fastmath.unlicensed(ret.operands[0], g.body.block, lambda op: False)
    assert [(op.name, extra) for op, extra in found] == [("arith.addf", ["afn", "arcp", "contract", "reassoc"])]
    # Nothing flagged beyond what the spec grants: nothing found.
    mul = next(iter(f.body.block.ops))
    assert fastmath.unlicensed(mul.results[0], g.body.block, lambda op: False) == []
    # Without a spec body (an input or a fill) no license is granted.
    assert fastmath.unlicensed(mul.results[0], None, lambda op: False)[0][1] == ["contract"]


SOURCE = """
func.func @neg(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
"""


def _annotated(text):
    ctx = make_context()
    module = parse(ctx, text)
    AnnotatePass().apply(ctx, module)
    (spec,) = [op for op in module.ops if isinstance(op, SpecOp)]
    return spec


def test_spec_source_mismatch():
    spec = _annotated(SOURCE)
    source = SourceSpecs("src.mlir", {"neg_spec": SpecFingerprint.of(spec)})
    assert source.mismatch(spec) is None
    tampered = _annotated(SOURCE.replace("arith.negf %x : f32", "math.absf %x : f32"))
    reason = source.mismatch(tampered)
    assert reason is not None and "differs at its line" in reason and "math.absf" in reason
    other = SourceSpecs("other.mlir", {})
    assert "makes no tv.spec @neg_spec of other.mlir" in other.mismatch(spec)
    # Same text, other tensors (a stage count changed): still a mismatch.
    fp = SpecFingerprint.of(spec)
    changed = SpecFingerprint(fp.source, tuple((n, t, 1) for n, t, _ in fp.tensors))
    assert "spec tensors" in SourceSpecs("src.mlir", {"neg_spec": changed}).mismatch(spec)
