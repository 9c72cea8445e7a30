// SOUNDNESS: right memory-lifetime: tv-check: the target keeps the temporary on the stack (alloca, no dealloc)
// Source: Inputs/temp_relu.mlir through mlir-opt-19
// --pass-pipeline='builtin.module(one-shot-bufferize,buffer-deallocation-pipeline,canonicalize)';
// target: the same, with the temporary made a memref.alloca and its dealloc
// removed (what promote-buffers-to-stack does).
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s

// CHECK: @fma_relu: verified

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @fma_relu(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = bufferization.to_memref %arg2 : memref<4x8xf32, strided<[?, ?], offset: ?>>
    %1 = bufferization.to_memref %arg1 : memref<4x8xf32, strided<[?, ?], offset: ?>>
    %2 = bufferization.to_memref %arg0 : memref<4x8xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %1, %0 : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %4 = arith.mulf %in, %in_1 : f32
      %5 = arith.addf %4, %in_2 : f32
      linalg.yield %5 : f32
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<4x8xf32>) outs(%alloc_0 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.maximumf %in, %cst : f32
      linalg.yield %4 : f32
    }
    %3 = bufferization.to_tensor %alloc_0 : memref<4x8xf32>
    memref.dealloc %alloc : memref<4x8xf32>
    memref.dealloc %alloc_0 : memref<4x8xf32>
    return %3 : tensor<4x8xf32>
  }
}

// ----- target

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @fma_relu(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = bufferization.to_memref %arg2 : memref<4x8xf32, strided<[?, ?], offset: ?>>
    %1 = bufferization.to_memref %arg1 : memref<4x8xf32, strided<[?, ?], offset: ?>>
    %2 = bufferization.to_memref %arg0 : memref<4x8xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloca() {alignment = 64 : i64} : memref<4x8xf32>
    linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %1, %0 : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %4 = arith.mulf %in, %in_1 : f32
      %5 = arith.addf %4, %in_2 : f32
      linalg.yield %5 : f32
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<4x8xf32>) outs(%alloc_0 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.maximumf %in, %cst : f32
      linalg.yield %4 : f32
    }
    %3 = bufferization.to_tensor %alloc_0 : memref<4x8xf32>
    memref.dealloc %alloc_0 : memref<4x8xf32>
    return %3 : tensor<4x8xf32>
  }
}
