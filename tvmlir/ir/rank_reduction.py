"""Which dimensions a rank-reducing slice drops, decided as MLIR 19 decides.

Why exactly MLIR's rule and not a guess: when a slice's result has fewer
dimensions than its sizes, several choices of dropped unit dimensions may
fit the result type (`[1, %c1, %n]` into `memref<?x?xf32, ...>`: drop
dimension 0 or 1), and they address different elements when the dropped
dimension is not the unit one at run time.  The passes (canonicalize,
fold-memref-alias-ops, bufferization) rewrite slices with the dimensions
MLIR's `getDroppedDims` reports; the semantics must read the op the same
way, or a pass that keeps the meaning would look wrong (or a wrong one
right).

* `tensor.extract_slice` / `insert_slice` / `parallel_insert_slice`
  (TensorOps.cpp, static `getDroppedDims`): right to left, a size that is
  not a *static* 1 is kept; a static 1 is kept when the reduced shape's
  current extent is 1, else dropped; once the reduced shape is used up,
  every remaining size (a static 1) is dropped.  A dynamic size operand
  that is a constant 1 counts as not-1 (`OpFoldResult` is a Value there).
* `memref.subview` (MemRefOps.cpp, `computeMemRefRankReductionMask`):
  the static unit sizes are the candidates; if there are exactly as many
  as the ranks dropped, they are the dropped ones; otherwise strides
  decide: a candidate is dropped while its source stride occurs more often
  in the source's strides (not yet accounted for) than in the result's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType

from tvmlir.ir.view_types import strides_and_offset


def slice_dropped_dims(reduced_shape: Sequence[int], static_sizes: Sequence[int]) -> set[int] | None:
    """MLIR's dropped dimensions of a tensor slice whose (static) sizes are
    `static_sizes` (DYNAMIC_INDEX for a size operand) and whose reduced
    shape is `reduced_shape`; None where MLIR's assertions would fail
    (not a valid rank reduction)."""
    dropped: set[int] = set()
    pos = len(reduced_shape) - 1
    for idx in reversed(range(len(static_sizes))):
        static_unit = static_sizes[idx] == 1
        if pos < 0:
            if not static_unit:
                return None
            dropped.add(idx)
        elif not static_unit or reduced_shape[pos] == 1:
            pos -= 1
        else:
            dropped.add(idx)
    return dropped if pos < 0 else None


def subview_dropped_dims(source: MemRefType, result: MemRefType, static_sizes: Sequence[int]) -> set[int] | None:
    """MLIR's `computeMemRefRankReductionMask(source, result, sizes)`; None
    where it fails (MLIR's verifier rejects such a subview)."""
    rank, reduced_rank = len(source.get_shape()), len(result.get_shape())
    if rank == reduced_rank:
        return set()
    unused = {k for k, s in enumerate(static_sizes) if s == 1 and s != DYNAMIC_INDEX}
    if len(unused) + reduced_rank == rank:
        return unused
    src_layout, res_layout = strides_and_offset(source), strides_and_offset(result)
    if src_layout is None or res_layout is None:
        return None
    src_strides, res_strides = src_layout[0], res_layout[0]
    unaccounted = Counter(src_strides)  # a dynamic stride (None) counts as one value, as kDynamic does
    in_result = Counter(res_strides)
    for k in sorted(unused):
        stride = src_strides[k]
        if unaccounted[stride] > in_result[stride]:
            unaccounted[stride] -= 1
        elif unaccounted[stride] == in_result[stride]:
            unused.discard(k)
        else:
            return None
    return unused if len(unused) + reduced_rank == rank else None


__all__ = ["slice_dropped_dims", "subview_dropped_dims"]
