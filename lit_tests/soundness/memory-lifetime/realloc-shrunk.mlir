// SOUNDNESS: wrong memory-lifetime: memref.realloc to 2 elements where 8 are read after it
// Made from Inputs/add8.mlir by `tv-opt --annotate`, then mlir-opt-19 --load-dialect-plugin=TvPlugin.so
// --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)',
// then x staged through a 4-element buffer grown to 8 with memref.realloc (what a growing worklist lowers to);
// then the realloc's size edited to 2.
// RUN: %expect-exit 1 -- tv-opt -p 'verify{source=%S/../Inputs/add8.mlir}' %s -o %t.out.mlir | filecheck %s
// CHECK: FAILED  read in bounds: memref.load at {{.*}}: reads %g outside memref<2xf32>
// CHECK: @add: FAILED

builtin.module {
  tv.spec @add_spec source "func.func @add(%x: tensor<8xf32> {tv.name = \22x\22}, %y: tensor<8xf32> {tv.name = \22y\22}, %o: tensor<8xf32> {tv.name = \22o\22}) -> tensor<8xf32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%a: f32, %b: f32, %c: f32):\0A    %s = arith.addf %a, %b : f32\0A    linalg.yield %s : f32\0A  } -> tensor<8xf32>\0A  func.return %r : tensor<8xf32>\0A}" tensors [@x : tensor<8xf32>, @y : tensor<8xf32>, @o : tensor<8xf32>, @r : tensor<8xf32>]
  func.func @add(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %t = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %0 = memref.load %arg0[%i] : memref<8xf32, strided<[?], offset: ?>>
      memref.store %0, %t[%i] : memref<4xf32>
    }
    %g = memref.realloc %t : memref<4xf32> to memref<2xf32>
    scf.for %i = %c2 to %c2 step %c1 {
      %0 = memref.load %arg0[%i] : memref<8xf32, strided<[?], offset: ?>>
      memref.store %0, %g[%i] : memref<2xf32>
    }
    scf.for %i = %c0 to %c8 step %c1 {
      %0 = memref.load %g[%i] : memref<2xf32>
      %1 = memref.load %arg1[%i] : memref<8xf32, strided<[?], offset: ?>>
      %2 = arith.addf %0, %1 : f32
      %3 = tv.prophesy %2 for @add_spec::@r [%i] : f32
      memref.store %3, %arg2[%i] : memref<8xf32, strided<[?], offset: ?>>
    }
    memref.dealloc %g : memref<2xf32>
    func.return %arg2 : memref<8xf32, strided<[?], offset: ?>>
  }
}
