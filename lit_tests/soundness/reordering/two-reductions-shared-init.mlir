// SOUNDNESS: right reordering: two reductions sharing one init, the copy before the in-place accumulation (mlir-opt-19's lowering)
// Made from lit_tests/Inputs/programs/two_reductions_shared_init.mlir by
// `tv-opt --annotate`, then mlir-opt-19 --load-dialect-plugin=TvPlugin.so
// --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)'.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s

// CHECK: @two_reductions: verified

module {
  tv.spec @two_reductions_spec source "func.func @two_reductions(%x: tensor<4x8xf32> {tv.name = \22x\22}) -> (tensor<4xf32>, tensor<4xf32>) {\0A  %zero = arith.constant 0.000000e+00 : f32\0A  %e = tensor.empty() : tensor<4xf32>\0A  %z = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%zero : f32) outs(%e : tensor<4xf32>) attrs =  {tv.name = \22z\22} {\0A  ^bb0(%in: f32, %out: f32):\0A    linalg.yield %in : f32\0A  } -> tensor<4xf32>\0A  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [\22parallel\22, \22reduction\22]} ins(%x : tensor<4x8xf32>) outs(%z : tensor<4xf32>) attrs =  {tv.name = \22s\22} {\0A  ^bb0(%a: f32, %acc: f32):\0A    %r = arith.addf %acc, %a : f32\0A    linalg.yield %r : f32\0A  } -> tensor<4xf32>\0A  %q = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [\22parallel\22, \22reduction\22]} ins(%x : tensor<4x8xf32>) outs(%z : tensor<4xf32>) attrs =  {tv.name = \22q\22} {\0A  ^bb0(%a_1: f32, %acc_1: f32):\0A    %m = arith.mulf %a_1, %a_1 : f32\0A    %r_1 = arith.addf %acc_1, %m : f32\0A    linalg.yield %r_1 : f32\0A  } -> tensor<4xf32>\0A  func.return %s, %q : tensor<4xf32>, tensor<4xf32>\0A}" tensors [@x : tensor<4x8xf32>, @z : tensor<4xf32>, @s : tensor<4xf32> stages 1, @q : tensor<4xf32> stages 1]
  func.func @two_reductions(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>) -> (memref<4xf32>, memref<4xf32>) {
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    scf.for %arg1 = %c0 to %c4 step %c1 {
      %0 = tv.prophesy %cst for @two_reductions_spec::@z [%arg1] : f32
      memref.store %0, %alloc[%arg1] : memref<4xf32>
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg1, %arg2] : memref<4x8xf32, strided<[?, ?], offset: ?>>
        %1 = memref.load %alloc_0[%arg1] : memref<4xf32>
        %2 = arith.addf %1, %0 : f32
        memref.store %2, %alloc_0[%arg1] : memref<4xf32>
      }
    }
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg1, %arg2] : memref<4x8xf32, strided<[?, ?], offset: ?>>
        %1 = memref.load %alloc[%arg1] : memref<4xf32>
        %2 = arith.mulf %0, %0 : f32
        %3 = arith.addf %1, %2 : f32
        memref.store %3, %alloc[%arg1] : memref<4xf32>
      }
    }
    return %alloc_0, %alloc : memref<4xf32>, memref<4xf32>
  }
}
