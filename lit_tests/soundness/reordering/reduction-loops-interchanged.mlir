// SOUNDNESS: wrong reordering: the two reduction loops of a float sum interchanged
// Made from Inputs/cube_sum.mlir by `tv-opt --annotate`, then mlir-opt-19
// --load-dialect-plugin=TvPlugin.so
// --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)';
// then the j and k loops interchanged: the float sum visits x[i, j, k] in (k,
// j) order instead of (j, k), another rounding without reassoc.
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %s | filecheck %s

// CHECK: FAILED  value = prophecy: memref.store at {{.*}}: the stored value is not the inferred spec element
// CHECK: @cube_sum: FAILED (value = prophecy)

module {
  tv.spec @cube_sum_spec source "func.func @cube_sum(%x: tensor<2x3x4xf32> {tv.name = \22x\22}, %init: tensor<2xf32> {tv.name = \22init\22}) -> tensor<2xf32> {\0A  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = [\22parallel\22, \22reduction\22, \22reduction\22]} ins(%x : tensor<2x3x4xf32>) outs(%init : tensor<2xf32>) attrs =  {tv.name = \22s\22} {\0A  ^bb0(%a: f32, %acc: f32):\0A    %r = arith.addf %acc, %a : f32\0A    linalg.yield %r : f32\0A  } -> tensor<2xf32>\0A  func.return %s : tensor<2xf32>\0A}" tensors [@x : tensor<2x3x4xf32>, @init : tensor<2xf32>, @s : tensor<2xf32> stages 2]
  func.func @cube_sum(%arg0: memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>, %arg1: memref<2xf32, strided<[?], offset: ?>>) -> memref<2xf32, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    scf.for %arg2 = %c0 to %c2 step %c1 {
      scf.for %arg4 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c3 step %c1 {
          %0 = memref.load %arg0[%arg2, %arg3, %arg4] : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
          %1 = memref.load %arg1[%arg2] : memref<2xf32, strided<[?], offset: ?>>
          %2 = arith.addf %1, %0 : f32
          memref.store %2, %arg1[%arg2] : memref<2xf32, strided<[?], offset: ?>>
        }
      }
    }
    return %arg1 : memref<2xf32, strided<[?], offset: ?>>
  }
}
