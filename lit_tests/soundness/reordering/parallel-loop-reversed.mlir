// SOUNDNESS: right reordering: matmul's i loop run backwards (i = 7 - i')
// Made from lit_tests/Inputs/programs/matmul.mlir by `tv-opt --annotate`, then
// mlir-opt-19 --load-dialect-plugin=TvPlugin.so
// --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)';
// then the i loop reversed: rows are independent.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s

// CHECK: @matmul: verified

module {
  tv.spec @matmul_spec source "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \22A\22}, %B: tensor<16x4xf32> {tv.name = \22B\22}, %C: tensor<8x4xf32> {tv.name = \22C\22}) -> tensor<8x4xf32> {\0A  %AB = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) attrs =  {tv.name = \22AB\22} {\0A  ^bb0(%in: f32, %in_1: f32, %out: f32):\0A    %0 = arith.mulf %in, %in_1 : f32\0A    %1 = arith.addf %out, %0 : f32\0A    linalg.yield %1 : f32\0A  } -> tensor<8x4xf32>\0A  func.return %AB : tensor<8x4xf32>\0A}" tensors [@A : tensor<8x16xf32>, @B : tensor<16x4xf32>, @C : tensor<8x4xf32>, @AB : tensor<8x4xf32> stages 1]
  func.func @matmul(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x4xf32, strided<[?, ?], offset: ?>>, %arg2: memref<8x4xf32, strided<[?, ?], offset: ?>>) -> memref<8x4xf32, strided<[?, ?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c7 = arith.constant 7 : index
    scf.for %arg3 = %c0 to %c8 step %c1 {
      scf.for %arg4 = %c0 to %c4 step %c1 {
        scf.for %arg5 = %c0 to %c16 step %c1 {
          %i = arith.subi %c7, %arg3 : index
          %0 = memref.load %arg0[%i, %arg5] : memref<8x16xf32, strided<[?, ?], offset: ?>>
          %1 = memref.load %arg1[%arg5, %arg4] : memref<16x4xf32, strided<[?, ?], offset: ?>>
          %2 = memref.load %arg2[%i, %arg4] : memref<8x4xf32, strided<[?, ?], offset: ?>>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          memref.store %4, %arg2[%i, %arg4] : memref<8x4xf32, strided<[?, ?], offset: ?>>
        }
      }
    }
    return %arg2 : memref<8x4xf32, strided<[?, ?], offset: ?>>
  }
}
