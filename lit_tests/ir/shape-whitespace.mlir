// Whitespace around a shape's `x`, as MLIR's own tests write it
// (Dialect/Linalg/forward-vector-transfers.mlir: `memref<? x f32>`,
// `vector<32 x f32>`; Dialect/Affine/dma-generate.mlir: `memref<256 x
// vector<8 x f32>>`): xDSL's reader lost the `x` before the element type.
// RUN: tv-opt %s | filecheck %s
// CHECK: func.func @f(%in: memref<?xf32>, %v: vector<32xf32>, %t: tensor<4x?xi8>, %u: memref<2x3xf32>, %w: memref<256xvector<8xf32>>, %h: memref<4x0x10xf32>, %r: tensor<*xf32>) -> vector<32xf32>

// A missing `x` stays an error, at the element type.
// RUN: %mutate --nth -1 "\? x f32>, %v" "? f32>, %v" < %s > %t.bad.mlir
// RUN: %bad-input tv-opt %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: bad.mlir:[[# @LINE + 2]]:28: error: Expected 'x' in shape delimiter, got f32

func.func @f(%in: memref<? x f32>, %v: vector<32 x f32>, %t: tensor<4 x ? x i8>, %u: memref<2x 3 xf32>,
             %w: memref<256 x vector<8 x f32>>, %h: memref<4x 0x10xf32>, %r: tensor<*x f32>) -> vector<32 x f32> {
  return %v : vector<32 x f32>
}
