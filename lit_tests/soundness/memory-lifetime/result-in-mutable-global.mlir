// SOUNDNESS: wrong memory-lifetime: the result written into a mutable memref.global and that global returned (a static buffer: the next call overwrites the caller's result)
// Made from Inputs/add8.mlir by `tv-opt --annotate`, then mlir-opt-19 --load-dialect-plugin=TvPlugin.so
// --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)',
// then the destination replaced by a private uninitialized global, returned.
// RUN: %expect-exit 2 -- tv-opt -p 'verify{source=%S/../Inputs/add8.mlir}' %s -o %t.out.mlir | filecheck %s
// CHECK: unsupported: memref.get_global at {{.*}}: memref.global @scratch is not constant
// CHECK: @add: unsupported (memref.get_global at

builtin.module {
  tv.spec @add_spec source "func.func @add(%x: tensor<8xf32> {tv.name = \22x\22}, %y: tensor<8xf32> {tv.name = \22y\22}, %o: tensor<8xf32> {tv.name = \22o\22}) -> tensor<8xf32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%a: f32, %b: f32, %c: f32):\0A    %s = arith.addf %a, %b : f32\0A    linalg.yield %s : f32\0A  } -> tensor<8xf32>\0A  func.return %r : tensor<8xf32>\0A}" tensors [@x : tensor<8xf32>, @y : tensor<8xf32>, @o : tensor<8xf32>, @r : tensor<8xf32>]
  memref.global "private" @scratch : memref<8xf32> = uninitialized
  func.func @add(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32> {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %g = memref.get_global @scratch : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %0 = memref.load %arg0[%i] : memref<8xf32, strided<[?], offset: ?>>
      %1 = memref.load %arg1[%i] : memref<8xf32, strided<[?], offset: ?>>
      %2 = arith.addf %0, %1 : f32
      %3 = tv.prophesy %2 for @add_spec::@r [%i] : f32
      memref.store %3, %g[%i] : memref<8xf32>
    }
    func.return %g : memref<8xf32>
  }
}
