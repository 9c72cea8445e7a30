// memref.subview does not guarantee an in-bounds view (MLIR 19): building an
// out-of-bounds view is defined, only an access through it is UB (out of
// its source's extents, memref/subview_fold.mlir, or out of its block).
// tensor.extract_slice out of bounds is no UB by itself either (it is Pure
// in MLIR 19: passes hoist it out of guards), but any use of it is: a tensor
// has no elements beyond its extents (MLIR's runtime verification rejects
// it).  An unused one is defined, so @oob_slice returning 1 for 0 is wrong.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %expect-exit 1 -- tv-check --fp=ieee %t.src.mlir %t.tgt.mlir | filecheck %s

// The view lies outside %arg, but nothing reads it: returning 0 is defined.
func.func @oob_view_unused(%arg: memref<4x4xf32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %v = memref.subview %arg[4, 0][1, 1][1, 1] : memref<4x4xf32> to memref<1x1xf32, strided<[4, 1], offset: 16>>
  return %c0 : i32
}

// Loading through a view past the end of its (local) block is UB.
func.func @oob_view_load() -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4x4xf32>
  %v = memref.subview %m[4, 0][1, 1][1, 1] : memref<4x4xf32> to memref<1x1xf32, strided<[4, 1], offset: 16>>
  %r = memref.load %v[%c0, %c0] : memref<1x1xf32, strided<[4, 1], offset: 16>>
  return %r : f32
}

// The correct counterpart: an in-bounds view, the same result on both sides.
func.func @in_bounds_view(%arg: memref<4x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.subview %arg[3, 1][1, 2][1, 1] : memref<4x4xf32> to memref<1x2xf32, strided<[4, 1], offset: 13>>
  %r = memref.load %v[%c0, %c0] : memref<1x2xf32, strided<[4, 1], offset: 13>>
  return %r : f32
}

// A tensor slice out of bounds is defined while unused.
func.func @oob_slice(%t: tensor<4xf32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %s = tensor.extract_slice %t[3][2][1] : tensor<4xf32> to tensor<2xf32>
  return %c0 : i32
}

// Using it is UB (even its in-bounds element).
func.func @oob_slice_used(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[3][2][1] : tensor<4xf32> to tensor<2xf32>
  %e = tensor.extract %s[%c0] : tensor<2xf32>
  return %e : f32
}

// ----- target

func.func @oob_view_unused(%arg: memref<4x4xf32>) -> i32 {
  %c1 = arith.constant 1 : i32
  return %c1 : i32
}

func.func @oob_view_load() -> f32 {
  %r = arith.constant 1.0 : f32
  return %r : f32
}

func.func @in_bounds_view(%arg: memref<4x4xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r = memref.load %arg[%c3, %c1] : memref<4x4xf32>
  return %r : f32
}

func.func @oob_slice(%t: tensor<4xf32>) -> i32 {
  %c1 = arith.constant 1 : i32
  return %c1 : i32
}

func.func @oob_slice_used(%t: tensor<4xf32>) -> f32 {
  %c1 = arith.constant 1.0 : f32
  return %c1 : f32
}

// CHECK:      @oob_view_unused: FAILED (return value mismatch)
// CHECK:        source: 0
// CHECK-NEXT:   target: 1
// CHECK:      @oob_view_load: verified (source is always undefined)
// CHECK-NEXT: @in_bounds_view: verified
// CHECK-NEXT: @oob_slice: FAILED (return value mismatch)
// CHECK:      @oob_slice_used: verified (source is always undefined)
