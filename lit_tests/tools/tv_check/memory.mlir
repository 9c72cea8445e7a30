// Memory: non-local blocks (what memref arguments point to) are compared at
// the end; arguments of one element type may alias; local blocks are not
// compared; reading past a block and writing a read-only block are UB.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @dead_store_to_local(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  return %v : f32
}

func.func @forward_store(%m: memref<4xi32>, %v: i32) -> i32 {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32>
  %x = memref.load %m[%c1] : memref<4xi32>
  return %x : i32
}

func.func @aliasing(%a: memref<2xi32>, %b: memref<2xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  memref.store %one, %a[%c0] : memref<2xi32>
  memref.store %two, %b[%c0] : memref<2xi32>
  %x = memref.load %a[%c0] : memref<2xi32>
  return %x : i32
}

func.func @drop_store(%m: memref<3xf32>, %v: f32) {
  %c2 = arith.constant 2 : index
  memref.store %v, %m[%c2] : memref<3xf32>
  return
}

func.func @buffer_roundtrip(%m: memref<2x3xf32>) -> tensor<2x3xf32> {
  %t = bufferization.to_tensor %m : memref<2x3xf32>
  return %t : tensor<2x3xf32>
}

func.func @fill_memref(%m: memref<4xi32>) {
  %c = arith.constant 3 : i32
  linalg.fill ins(%c : i32) outs(%m : memref<4xi32>)
  return
}

func.func @read_only(%t: tensor<2xf32>, %v: f32) -> tensor<2xf32> {
  return %t : tensor<2xf32>
}

// ----- target

func.func @dead_store_to_local(%v: f32) -> f32 {
  return %v : f32
}

func.func @forward_store(%m: memref<4xi32>, %v: i32) -> i32 {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32>
  return %v : i32
}

func.func @aliasing(%a: memref<2xi32>, %b: memref<2xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  memref.store %one, %a[%c0] : memref<2xi32>
  memref.store %two, %b[%c0] : memref<2xi32>
  return %one : i32
}

func.func @drop_store(%m: memref<3xf32>, %v: f32) {
  return
}

func.func @buffer_roundtrip(%m: memref<2x3xf32>) -> tensor<2x3xf32> {
  %t = bufferization.to_tensor %m : memref<2x3xf32>
  %b = bufferization.to_memref %t : tensor<2x3xf32> to memref<2x3xf32>
  %u = bufferization.to_tensor %b : memref<2x3xf32>
  return %u : tensor<2x3xf32>
}

func.func @fill_memref(%m: memref<4xi32>) {
  %c = arith.constant 3 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %c, %m[%c0] : memref<4xi32>
  memref.store %c, %m[%c1] : memref<4xi32>
  memref.store %c, %m[%c2] : memref<4xi32>
  memref.store %c, %m[%c3] : memref<4xi32>
  return
}

func.func @read_only(%t: tensor<2xf32>, %v: f32) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %b = bufferization.to_memref %t : tensor<2xf32> to memref<2xf32>
  memref.store %v, %b[%c0] : memref<2xf32>
  return %t : tensor<2xf32>
}

// CHECK: @dead_store_to_local: verified
// CHECK-NEXT: @forward_store: verified
// CHECK-NEXT: @aliasing: FAILED (return value mismatch)
// CHECK-NEXT:   %a = memref 2 in block [[B:[0-9]+]] at offset [[O:[0-9]+]]
// CHECK-NEXT:   %b = memref 2 in block [[B]] at offset [[O]]
// CHECK-EMPTY:
// CHECK-NEXT:   returned value #0:
// CHECK-NEXT:     source: 2
// CHECK-NEXT:     target: 1
// CHECK-NEXT: @drop_store: FAILED (memory mismatch)
// CHECK:        memory of %m (block block0.f32) at offset {{[0-9]+}}:
// CHECK-NEXT:     source: [[V:.*]]
// CHECK-NEXT:     target: [[T:.*]]
// The whole memref after the call: only the stored element differs.
// CHECK-NEXT:   %m (3xf32) after the call, whole:
// CHECK-NEXT:     source: {{\[}}[[A:[^,]+]], [[B:[^,]+]], [[V]]{{\]$}}
// CHECK-NEXT:     target: {{\[}}[[A]], [[B]], [[T]]{{\]$}}
// CHECK-NOT: source
// CHECK: @buffer_roundtrip: verified
// CHECK-NEXT: @fill_memref: verified
// CHECK-NEXT: @read_only: FAILED (target is undefined where the source is defined)
