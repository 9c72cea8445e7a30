"""`tensor.pad` as a fill and an `insert_slice` (issue 24).

A statically padded tensor whose pad value does not depend on the
position (every `Conv2d(padding=k)` and padded pooling Torch-MLIR
exports) is the fill of the padded shape with the pad value, with the
source inserted at the low padding:

    %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] { yield %cst }
 == %e = tensor.empty() ; %f = linalg.fill ins(%cst) outs(%e)
    %p = tensor.insert_slice %x into %f[0, 0, 1, 1] [sizes of %x] [1, 1, 1, 1]

That is also what one-shot-bufferize makes of a pad (a fill, then a copy
into a subview), so the rewrite changes the spelling, not the compiled
code.  Then the fill is a linalg op like any other (generalized, with its
prophecies), the spec reads the `insert_slice` as a piecewise equation
(`verify.spec_model`, kind "insert"), and bufferization turns it into
`memref.subview` + `memref.copy`, which `--verify` follows without a
prophecy (a copy of loaded values).

A pad with dynamic padding or shapes, or whose region computes its value
from the indices, is left as it is (unsupported where it was).
"""

from __future__ import annotations

from xdsl.dialects import tensor
from xdsl.dialects.builtin import TensorType
from xdsl.dialects.linalg.ops import FillOp
from xdsl.ir import Operation

from tvmlir.ir.locations import inherit


def _pad_value(op: tensor.PadOp):
    """The value every padded element gets, if it is one value defined
    outside the region (else None)."""
    block = op.region.block
    yield_op = block.last_op
    if yield_op is None or len(list(block.ops)) != 1 or len(yield_op.operands) != 1:
        return None
    value = yield_op.operands[0]
    owner = value.owner
    inside = owner is block or (isinstance(owner, Operation) and owner.parent_block() is block)
    return None if inside else value


def pad_as_insert(op: Operation) -> tensor.InsertSliceOp | None:
    """Rewrite a static, constant-valued `tensor.pad` (see module doc);
    None when `op` is not one."""
    if not isinstance(op, tensor.PadOp) or op.low or op.high:
        return None
    src_t, out_t = op.source.type, op.result.type
    assert isinstance(src_t, TensorType) and isinstance(out_t, TensorType)
    src = list(src_t.get_shape())
    if any(n < 0 for n in (*src, *out_t.get_shape())):
        return None
    value = _pad_value(op)
    if value is None:
        return None
    low = list(op.static_low.get_values())
    empty = tensor.EmptyOp([], out_t)
    fill = FillOp([value], [empty.tensor], [out_t])
    insert = tensor.InsertSliceOp.from_static_parameters(op.source, fill.results[0], low, src)
    inherit([empty, fill, insert], op.location)
    block = op.parent_block()
    assert block is not None
    block.insert_ops_before([empty, fill, insert], op)
    op.result.replace_all_uses_with(insert.result)
    block.erase_op(op)
    return insert


def pads_as_inserts(ops: list[Operation]) -> None:
    for op in ops:
        pad_as_insert(op)
