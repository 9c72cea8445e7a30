// REQUIRES: mlir-opt-19
// A returned memref is compared as the view the caller gets (block,
// offset, extents, strides of extents above 1); its contents are compared
// as memory.  mlir-opt-19's canonicalization of subviews and reshapes
// verifies; a view at swapped offsets is rejected; an allocation returned on
// both sides is compared by its contents (returned_allocation_upstream.mlir).
// RUN: %mlir-opt -canonicalize %s --mlir-print-op-generic > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s --check-prefix=OK
// RUN: %mutate '"memref.subview"\(%arg1, %arg2, %arg3\)' '"memref.subview"(%arg1, %arg3, %arg2)' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir --function view | filecheck %s --check-prefix=BAD
// RUN: tv-check %s %s --function fresh | filecheck %s --check-prefix=LOCAL

// OK: @view: verified
// OK-NEXT: @reshape: verified
// OK-NEXT: @fresh: verified
// BAD: @view: FAILED (return value mismatch)
// LOCAL: @fresh: verified
// LOCAL: assumes a memref returned as a view of a new allocation on both sides is compared by its contents

func.func @view(%m: memref<4x6xf32>, %i: index, %j: index) -> memref<2x3xf32, strided<[6, 1], offset: ?>> {
  %v = memref.subview %m[%i, %j][2, 3][1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1], offset: ?>>
  return %v : memref<2x3xf32, strided<[6, 1], offset: ?>>
}

func.func @reshape(%m: memref<2x3xf32>) -> memref<6xf32> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [1, 2, 3] : memref<2x3xf32> into memref<1x2x3xf32>
  %c = memref.collapse_shape %e [[0, 1, 2]] : memref<1x2x3xf32> into memref<6xf32>
  return %c : memref<6xf32>
}

func.func @fresh() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  return %a : memref<2xf32>
}
