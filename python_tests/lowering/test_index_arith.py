"""IndexBuilder folds constants while building, so that the lowering's
bounds, extents and ids come out as canonicalize would leave them."""

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType
from xdsl.ir import Block
from xdsl.rewriter import InsertPoint

from tvmlir.lowering.index_arith import IndexBuilder, constant_index, known


def _builder():
    block = Block(arg_types=[IndexType(), IndexType()])
    return block, IndexBuilder(InsertPoint.at_end(block))


def test_constants_fold():
    block, b = _builder()
    assert constant_index(b.mul(3, 4)) == 12
    assert constant_index(b.trip_count(0, 8, 3)) == 3
    assert constant_index(b.sub(b.const(8), 2)) == 6
    # only the results were materialized: one constant each
    assert [type(op) for op in block.ops] == [arith.ConstantOp] * 4


def test_identities_emit_nothing():
    block, b = _builder()
    x, _ = block.args
    assert b.mul(x, 1) is x
    assert b.add(x, 0) is x
    assert b.affine_index(x, 1, 0) is x
    assert b.trip_count(0, x, 1) is x
    assert list(block.ops) == []


def test_dynamic_operands_emit_arith():
    block, b = _builder()
    x, n = block.args
    b.affine_index(x, 2, 1)
    b.trip_count(0, n, 4)
    assert [op.name for op in block.ops] == [
        "arith.constant",
        "arith.muli",
        "arith.constant",
        "arith.addi",
        "arith.constant",
        "arith.ceildivsi",
    ]
    assert known(5) == 5 and known(x) is None
