// SOUNDNESS: right constant-memory: W read through a memref.cast and a memref.subview of it
// Made from Inputs/add_weights.mlir by `tv-opt --annotate`, then mlir-opt-19
// --load-dialect-plugin=TvPlugin.so
// --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)';
// then W read through a cast to a dynamic shape and a full subview of that
// (reading constant memory through views is fine).
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s

// CHECK: @add_weights: verified

module {
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> {alignment = 64 : i64}
  tv.spec @add_weights_spec source "func.func @add_weights(%x: tensor<8xf32> {tv.name = \22x\22}, %out: tensor<8xf32> {tv.name = \22out\22}) -> tensor<8xf32> {\0A  %w = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : tensor<8xf32>\0A  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%x, %w : tensor<8xf32>, tensor<8xf32>) outs(%out : tensor<8xf32>) attrs =  {tv.name = \22y\22} {\0A  ^bb0(%a: f32, %b: f32, %o: f32):\0A    %s = arith.addf %a, %b : f32\0A    linalg.yield %s : f32\0A  } -> tensor<8xf32>\0A  func.return %y : tensor<8xf32>\0A}" tensors [@x : tensor<8xf32>, @out : tensor<8xf32>, @y : tensor<8xf32>]
  func.func @add_weights(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>> {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %0 = memref.get_global @__constant_8xf32 : memref<8xf32>
    %wd = memref.cast %0 : memref<8xf32> to memref<?xf32>
    %wv = memref.subview %wd[0] [8] [1] : memref<?xf32> to memref<8xf32, strided<[1]>>
    scf.for %arg2 = %c0 to %c8 step %c1 {
      %1 = memref.load %arg0[%arg2] : memref<8xf32, strided<[?], offset: ?>>
      %2 = memref.load %wv[%arg2] : memref<8xf32, strided<[1]>>
      %3 = arith.addf %1, %2 : f32
      %4 = tv.prophesy %3 for @add_weights_spec::@y [%arg2] : f32
      memref.store %4, %arg1[%arg2] : memref<8xf32, strided<[?], offset: ?>>
    }
    return %arg1 : memref<8xf32, strided<[?], offset: ?>>
  }
}
