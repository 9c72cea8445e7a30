// REQUIRES: mlir-opt-19
// MLIR 19's -expand-strided-metadata (as Dialect/MemRef/
// expand-strided-metadata.mlir runs it): each subview becomes a
// memref.extract_strided_metadata of its source and a memref.reinterpret_cast
// of the base buffer at the computed offset.  The view's offset is counted
// from the base pointer: 0 for an identity-layout argument (wherever it
// sits in its block), the layout's offset for a strided argument.
// RUN: %mlir-opt -expand-strided-metadata %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// CHECK: @subview_static: verified
// CHECK: @subview_dynamic: verified
// CHECK: @strided_arg: verified
//
// The static view one element early (offset and type changed together).
// RUN: %mutate --all 'offset: \[?19\]?' 'offset: 18' < %t.tgt.mlir | %mutate 'offset: 18, sizes' 'offset: [18], sizes' > %t.off.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.off.mlir --function subview_static | filecheck %s --check-prefix=OFF
// OFF: @subview_static: FAILED
//
// The dynamic view's row stride taken from the column stride.
// RUN: %mutate 'strides: \[([%])strides#0, 1\]' 'strides: [\1strides#1, 1]' < %t.tgt.mlir > %t.stride.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.stride.mlir --function subview_dynamic | filecheck %s --check-prefix=STRIDE
// STRIDE: @subview_dynamic: FAILED
//
// The strided argument's own offset left out of the view's.
// RUN: %mutate '\[%offset, %arg1, ' '[%c0, %arg1, ' < %t.tgt.mlir > %t.base.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.base.mlir --function strided_arg | filecheck %s --check-prefix=BASE
// BASE: @strided_arg: FAILED

func.func @subview_static(%m: memref<8x8xf32>, %v: f32) {
  %s = memref.subview %m[2, 3] [4, 2] [1, 2] : memref<8x8xf32> to memref<4x2xf32, strided<[8, 2], offset: 19>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %s[%c1, %c1] : memref<4x2xf32, strided<[8, 2], offset: 19>>
  return
}
func.func @subview_dynamic(%m: memref<?x?xf32>, %i: index, %j: index) -> f32 {
  %s = memref.subview %m[%i, %j] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %c1 = arith.constant 1 : index
  %x = memref.load %s[%c1, %c1] : memref<2x2xf32, strided<[?, 1], offset: ?>>
  return %x : f32
}
func.func @strided_arg(%m: memref<4x4xf32, strided<[?, ?], offset: ?>>, %i: index) -> f32 {
  %s = memref.subview %m[%i, 1] [2, 2] [1, 1] : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  %c0 = arith.constant 0 : index
  %x = memref.load %s[%c0, %c0] : memref<2x2xf32, strided<[?, ?], offset: ?>>
  return %x : f32
}
