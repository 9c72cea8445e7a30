// SOUNDNESS: wrong reordering: the consumer loop scheduled before the producer loop of its temporary
// Made from Inputs/mirror_sum.mlir by `tv-opt --annotate`, then mlir-opt-19
// --load-dialect-plugin=TvPlugin.so
// --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),lower-affine,canonicalize,cse)';
// then the producer loop of t moved after the consumer loop (a scheduler that
// lost the dependence).
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

// CHECK: FAILED  read defined: memref.load at {{.*}}consumer-before-producer.mlir:22:12: reads %alloc where no input or earlier write defines it
// CHECK: @mirror_sum: FAILED (read defined)

module {
  tv.spec @mirror_sum_spec source "func.func @mirror_sum(%a: tensor<8xf32> {tv.name = \22a\22}, %b: tensor<8xf32> {tv.name = \22b\22}) -> tensor<8xf32> {\0A  %e = tensor.empty() : tensor<8xf32>\0A  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) attrs =  {tv.name = \22t\22} {\0A  ^bb0(%x: f32, %y: f32, %o: f32):\0A    %m = arith.mulf %x, %y : f32\0A    linalg.yield %m : f32\0A  } -> tensor<8xf32>\0A  %f = tensor.empty() : tensor<8xf32>\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (((d0 * -1) + 7))>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%t, %t : tensor<8xf32>, tensor<8xf32>) outs(%f : tensor<8xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%x_1: f32, %y_1: f32, %o_1: f32):\0A    %s = arith.addf %x_1, %y_1 : f32\0A    linalg.yield %s : f32\0A  } -> tensor<8xf32>\0A  func.return %r : tensor<8xf32>\0A}" tensors [@a : tensor<8xf32>, @b : tensor<8xf32>, @t : tensor<8xf32>, @r : tensor<8xf32>]
  func.func @mirror_sum(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32> {
    %c7 = arith.constant 7 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    scf.for %arg2 = %c0 to %c8 step %c1 {
      %0 = memref.load %alloc[%arg2] : memref<8xf32>
      %1 = arith.subi %c7, %arg2 : index
      %2 = memref.load %alloc[%1] : memref<8xf32>
      %3 = arith.addf %0, %2 : f32
      %4 = tv.prophesy %3 for @mirror_sum_spec::@r [%arg2] : f32
      memref.store %4, %alloc_0[%arg2] : memref<8xf32>
    }
    scf.for %arg2 = %c0 to %c8 step %c1 {
      %0 = memref.load %arg0[%arg2] : memref<8xf32, strided<[?], offset: ?>>
      %1 = memref.load %arg1[%arg2] : memref<8xf32, strided<[?], offset: ?>>
      %2 = arith.mulf %0, %1 : f32
      %3 = tv.prophesy %2 for @mirror_sum_spec::@t [%arg2] : f32
      memref.store %3, %alloc[%arg2] : memref<8xf32>
    }
    return %alloc_0 : memref<8xf32>
  }
}
