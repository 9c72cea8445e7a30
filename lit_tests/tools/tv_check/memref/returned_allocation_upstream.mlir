// REQUIRES: mlir-opt-19
// A memref returned as a view of a new allocation on both sides is compared
// by its contents at the return (tvmlir/refinement/obligations.py,
// `_same_contents`).  MLIR 19's Dialect/Linalg/drop-unit-extent-dims.mlir
// (@fold_unit_dim_memref_reshape_op) with its RUN pipeline verifies; the
// generic yielding its (uninitialized) output instead of the input, and
// the result returned from a second, unwritten allocation, fail.
// RUN: %mlir-opt %s -linalg-fold-unit-extent-dims > %t.mlir
// RUN: tv-check %s %t.mlir | filecheck %s
// CHECK: @fold_unit_dim_memref_reshape_op: verified
// CHECK: assumes a memref returned as a view of a new allocation on both sides is compared by its contents at the return
//
// RUN: %mutate 'linalg.yield %%in ' 'linalg.yield %%out ' < %t.mlir > %t.out.mlir
// RUN: %expect-exit 1 -- tv-check --succinct %s %t.out.mlir | filecheck %s --check-prefix=OUT
// OUT: @fold_unit_dim_memref_reshape_op: FAILED (return value mismatch)
// RUN: %mutate '    return %%collapse_shape_0 .*' '    %%other = memref.alloc() : memref<2x5xf32>\n    return %%other : memref<2x5xf32>' < %t.mlir > %t.other.mlir
// RUN: %expect-exit 1 -- tv-check --succinct %s %t.other.mlir | filecheck %s --check-prefix=OTHER
// OTHER: @fold_unit_dim_memref_reshape_op: FAILED (return value mismatch)

#map0 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2)>
func.func @fold_unit_dim_memref_reshape_op(%arg0 : memref<5xf32>) -> memref<2x5xf32>
{
  %1 = memref.alloc() : memref<1x2x5xf32>
  linalg.generic {i64, indexing_maps = [#map1, #map0],
    iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%arg0 : memref<5xf32>) outs(%1 : memref<1x2x5xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    }
  %3 = memref.collapse_shape %1 [[0, 1], [2]]
    : memref<1x2x5xf32> into memref<2x5xf32>
  return %3 : memref<2x5xf32>
}
