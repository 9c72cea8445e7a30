// SOUNDNESS: wrong constant-memory: tv-check: the target copies its input into the constant global W
// Source: Inputs/add_weights.mlir through mlir-opt-19
// --pass-pipeline='builtin.module(one-shot-bufferize,canonicalize)'; target:
// the same, with `memref.copy` of the input into the constant global appended.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s

// CHECK: @add_weights: FAILED (target is undefined where the source is defined)

#map = affine_map<(d0) -> (d0)>
module {
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> {alignment = 64 : i64}
  func.func @add_weights(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = bufferization.to_memref %arg0 : memref<8xf32, strided<[?], offset: ?>>
    %1 = memref.get_global @__constant_8xf32 : memref<8xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%0, %1 : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32>) outs(%alloc : memref<8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %3 = arith.addf %in, %in_0 : f32
      linalg.yield %3 : f32
    }
    %2 = bufferization.to_tensor %alloc : memref<8xf32>
    return %2 : tensor<8xf32>
  }
}

// ----- target

#map = affine_map<(d0) -> (d0)>
module {
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> {alignment = 64 : i64}
  func.func @add_weights(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = bufferization.to_memref %arg0 : memref<8xf32, strided<[?], offset: ?>>
    %1 = memref.get_global @__constant_8xf32 : memref<8xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%0, %1 : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32>) outs(%alloc : memref<8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %3 = arith.addf %in, %in_0 : f32
      linalg.yield %3 : f32
    }
    memref.copy %0, %1 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
    %2 = bufferization.to_tensor %alloc : memref<8xf32>
    return %2 : tensor<8xf32>
  }
}
