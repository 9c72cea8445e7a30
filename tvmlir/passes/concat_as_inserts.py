"""`tensor.concat` as a chain of `insert_slice`s into an empty tensor.

Torch-MLIR exports `torch.stack`/`torch.cat` (an `nn.LSTM`'s outputs over
time steps, for one) as `tensor.concat`.  Neither tvmlir's bufferization
nor mlir-opt-19's one-shot-bufferize takes the op ("op was not
bufferized"); upstream's own answer is its decomposition
(`tensor::populateDecomposeTensorConcatPatterns`), which this rewrite is:

    %c = tensor.concat dim(0) %a, %b : (tensor<1x2xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
 == %e = tensor.empty() : tensor<4x2xf32>
    %0 = tensor.insert_slice %a into %e[0, 0] [1, 2] [1, 1]
    %c = tensor.insert_slice %b into %0[1, 0] [3, 2] [1, 1]

The slices tile the result exactly (each operand at the sum of the
extents before it along `dim`, full extent elsewhere), so no element of
the empty tensor is left: the program is the same, only spelled with ops
the spec (`verify.spec_model`, kind "insert") and both bufferizations
read.  Done by `--annotate` (so the annotated module mlir-opt-19 lowers
has no concat) and by `tv-bufferize` (a module lowered without
annotating).

A concat with a dynamic extent is left as it is (unsupported where it
was): its offsets would be computed values.
"""

from __future__ import annotations

from xdsl.dialects import tensor
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation

from tvmlir.ir.locations import inherit


def concat_as_inserts(op: Operation) -> tensor.InsertSliceOp | None:
    """Rewrite a static `tensor.concat` (see module doc); None when `op`
    is not one."""
    if not isinstance(op, tensor.ConcatOp):
        return None
    out_t = op.result.type
    assert isinstance(out_t, TensorType)
    shapes = [list(v.type.get_shape()) for v in op.inputs]  # type: ignore[attr-defined]
    if any(n < 0 for n in out_t.get_shape()) or any(n < 0 for s in shapes for n in s):
        return None
    dim = op.dim.value.data
    result = list(out_t.get_shape())
    if any(len(s) != len(result) or any(n != result[k] for k, n in enumerate(s) if k != dim) for s in shapes):
        return None  # malformed: the verifier's business, never rewritten
    if sum(s[dim] for s in shapes) != result[dim]:
        return None
    empty = tensor.EmptyOp([], out_t)
    new: list[Operation] = [empty]
    dest, at = empty.tensor, 0
    for value, shape in zip(op.inputs, shapes):
        offsets = [at if k == dim else 0 for k in range(len(shape))]
        insert = tensor.InsertSliceOp.from_static_parameters(value, dest, offsets, shape)
        new.append(insert)
        dest, at = insert.result, at + shape[dim]
    inherit(new, op.location)
    block = op.parent_block()
    assert block is not None
    block.insert_ops_before(new, op)
    op.result.replace_all_uses_with(dest)
    block.erase_op(op)
    last = new[-1]
    assert isinstance(last, tensor.InsertSliceOp)
    return last


def concats_as_inserts(ops: list[Operation]) -> None:
    for op in ops:
        concat_as_inserts(op)
