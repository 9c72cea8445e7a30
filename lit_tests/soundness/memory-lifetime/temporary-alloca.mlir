// SOUNDNESS: right memory-lifetime: the temporary a memref.alloca, not freed, the result a memref.alloc
// Made from Inputs/temp_relu.mlir by `tv-opt --annotate`, then mlir-opt-19
// --load-dialect-plugin=TvPlugin.so
// --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline,func.func(convert-linalg-to-loops),canonicalize,cse)';
// then the temporary's memref.alloc made a memref.alloca and its dealloc
// removed (a stack temporary is released with the function).
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s

// CHECK: ok      no dangling result: result 0
// CHECK: @fma_relu: verified

module {
  tv.spec @fma_relu_spec source "func.func @fma_relu(%a: tensor<4x8xf32> {tv.name = \22a\22}, %b: tensor<4x8xf32> {tv.name = \22b\22}, %c: tensor<4x8xf32> {tv.name = \22c\22}) -> tensor<4x8xf32> {\0A  %zero = arith.constant 0.000000e+00 : f32\0A  %t = tensor.empty() : tensor<4x8xf32>\0A  %fma = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%a, %b, %c : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) attrs =  {tv.name = \22fma\22} {\0A  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):\0A    %m = arith.mulf %x, %y : f32\0A    %s = arith.addf %m, %z : f32\0A    linalg.yield %s : f32\0A  } -> tensor<4x8xf32>\0A  %u = tensor.empty() : tensor<4x8xf32>\0A  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%fma : tensor<4x8xf32>) outs(%u : tensor<4x8xf32>) attrs =  {tv.name = \22relu\22} {\0A  ^bb0(%x_1: f32, %o_1: f32):\0A    %m_1 = arith.maximumf %x_1, %zero : f32\0A    linalg.yield %m_1 : f32\0A  } -> tensor<4x8xf32>\0A  func.return %relu : tensor<4x8xf32>\0A}" tensors [@a : tensor<4x8xf32>, @b : tensor<4x8xf32>, @c : tensor<4x8xf32>, @fma : tensor<4x8xf32>, @relu : tensor<4x8xf32>]
  func.func @fma_relu(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg2: memref<4x8xf32, strided<[?, ?], offset: ?>>) -> memref<4x8xf32> {
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloca() {alignment = 64 : i64} : memref<4x8xf32>
    scf.for %arg3 = %c0 to %c4 step %c1 {
      scf.for %arg4 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg4] : memref<4x8xf32, strided<[?, ?], offset: ?>>
        %1 = memref.load %arg1[%arg3, %arg4] : memref<4x8xf32, strided<[?, ?], offset: ?>>
        %2 = memref.load %arg2[%arg3, %arg4] : memref<4x8xf32, strided<[?, ?], offset: ?>>
        %3 = arith.mulf %0, %1 : f32
        %4 = arith.addf %3, %2 : f32
        %5 = tv.prophesy %4 for @fma_relu_spec::@fma [%arg3, %arg4] : f32
        memref.store %5, %alloc[%arg3, %arg4] : memref<4x8xf32>
      }
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    scf.for %arg3 = %c0 to %c4 step %c1 {
      scf.for %arg4 = %c0 to %c8 step %c1 {
        %0 = memref.load %alloc[%arg3, %arg4] : memref<4x8xf32>
        %1 = arith.maximumf %0, %cst : f32
        %2 = tv.prophesy %1 for @fma_relu_spec::@relu [%arg3, %arg4] : f32
        memref.store %2, %alloc_0[%arg3, %arg4] : memref<4x8xf32>
      }
    }
    return %alloc_0 : memref<4x8xf32>
  }
}
