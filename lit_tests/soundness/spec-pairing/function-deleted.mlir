// SOUNDNESS: wrong spec-pairing: @relu and its spec missing from the lowered module (verify{source=})
// Made from Inputs/two_functions.mlir by `tv-opt --annotate`, then mlir-opt-19
// --load-dialect-plugin=TvPlugin.so
// --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)';
// then @relu and its tv.spec deleted, as if a pass had dropped a function. The
// source defines it: FAILED (function missing).
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{source="%S/../Inputs/two_functions.mlir"}' %s | filecheck %s

// CHECK: @negpart: verified
// CHECK: FAILED  function missing: func.func @relu at {{.*}}two_functions.mlir:4:1: {{.*}}two_functions.mlir defines @relu (--annotate makes tv.spec @relu_spec of it), but the module defines no function @relu with a body
// CHECK: @relu: FAILED (function missing)

module {
  tv.spec @negpart_spec source "func.func @negpart(%a: tensor<4x8xf32> {tv.name = \22a\22}, %r: tensor<4x8xf32> {tv.name = \22r\22}) -> tensor<4x8xf32> {\0A  %zero = arith.constant 0.000000e+00 : f32\0A  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%a : tensor<4x8xf32>) outs(%r : tensor<4x8xf32>) attrs =  {tv.name = \22y\22} {\0A  ^bb0(%x: f32, %o: f32):\0A    %m = arith.minimumf %x, %zero : f32\0A    linalg.yield %m : f32\0A  } -> tensor<4x8xf32>\0A  func.return %y : tensor<4x8xf32>\0A}" tensors [@a : tensor<4x8xf32>, @r : tensor<4x8xf32>, @y : tensor<4x8xf32>]
  func.func @negpart(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x8xf32, strided<[?, ?], offset: ?>>) -> memref<4x8xf32, strided<[?, ?], offset: ?>> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %arg2 = %c0 to %c4 step %c1 {
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg2, %arg3] : memref<4x8xf32, strided<[?, ?], offset: ?>>
        %1 = arith.minimumf %0, %cst : f32
        %2 = tv.prophesy %1 for @negpart_spec::@y [%arg2, %arg3] : f32
        memref.store %2, %arg1[%arg2, %arg3] : memref<4x8xf32, strided<[?, ?], offset: ?>>
      }
    }
    return %arg1 : memref<4x8xf32, strided<[?, ?], offset: ?>>
  }
}
