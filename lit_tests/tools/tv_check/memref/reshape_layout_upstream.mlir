// REQUIRES: mlir-opt-19
// memref.collapse_shape / expand_shape as MLIR 19 types and defines them
// (MLIR's Dialect/MemRef/canonicalize.mlir).  An identity-layout source
// collapses to the identity layout whatever its dynamic extents
// (`CollapseShapeOp::verify`): the reader refused
// @collapse_after_memref_cast's target and @collapse_expand_fold_to_cast's
// source ("expected collapsed type to be 'memref<?x?xf32, strided<[?,
// ?]>>'").  A collapse of a view whose strides are not known to be
// row-major is UB unless each group is contiguous, and an expand of one
// takes `computeExpandedLayoutMap`'s strides (semantics/memref.py): the
// source of @compose_expand_of_expand was "expanding a non-contiguous view".
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// CHECK: @collapse_after_memref_cast: verified
// CHECK: @collapse_expand_fold_to_cast: verified
// CHECK: @compose_expand_of_expand: verified
//
// Other groups: the same elements, another shape.
// RUN: %mutate '%arg0 \[\[0\], \[1, 2, 3\]\]' '%%arg0 [[0, 1], [2, 3]]' < %t.tgt.mlir > %t.groups.mlir
// RUN: %mlir-opt %t.groups.mlir > %t.groups.checked.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %s %t.groups.mlir --function collapse_after_memref_cast | filecheck %s --check-prefix=GROUPS
// GROUPS: @collapse_after_memref_cast: FAILED (return value mismatch)
//
// The expanded extents 6 and 4 split from the other source dimension (its
// extent must then be a multiple of 4 * 5 * ?, where the source asks 5 * ?).
// RUN: %mutate '%arg0 \[\[0, 1, 2\], \[3, 4\]\]' '%%arg0 [[0, 1], [2, 3, 4]]' < %t.tgt.mlir > %t.split.mlir
// RUN: %mlir-opt %t.split.mlir > %t.split.checked.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %s %t.split.mlir --function compose_expand_of_expand | filecheck %s --check-prefix=SPLIT
// SPLIT: @compose_expand_of_expand: FAILED (target is undefined where the source is defined)

func.func @collapse_after_memref_cast(%arg0 : memref<?x512x1x?xf32>) -> memref<?x?xf32> {
  %dynamic = memref.cast %arg0: memref<?x512x1x?xf32> to memref<?x?x?x?xf32>
  %collapsed = memref.collapse_shape %dynamic [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %collapsed : memref<?x?xf32>
}

func.func @collapse_expand_fold_to_cast(%m: memref<?xf32, strided<[1]>, 3>, %sz0: index)
    -> (memref<?xf32, 3>)
{
  %0 = memref.expand_shape %m [[0, 1]] output_shape [1, %sz0]
      : memref<?xf32, strided<[1]>, 3> into memref<1x?xf32, 3>
  %1 = memref.collapse_shape %0 [[0, 1]]
      : memref<1x?xf32, 3> into memref<?xf32, 3>
  return %1 : memref<?xf32, 3>
}

func.func @compose_expand_of_expand(%arg0 : memref<?x?xf32>, %sz0: index, %sz1: index, %sz2: index, %sz3: index)
    -> memref<?x6x4x5x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, %sz1]
      : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2], [3, 4]] output_shape [%sz2, 6, 4, 5, %sz3] : memref<?x4x?xf32> into memref<?x6x4x5x?xf32>
  return %1 : memref<?x6x4x5x?xf32>
}
