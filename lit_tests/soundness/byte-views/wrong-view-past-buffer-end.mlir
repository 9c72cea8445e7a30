// SOUNDNESS: wrong byte-views: x staged through a memref.view of 32 bytes over a 16-byte buffer (out of bounds)
// Made from Inputs/add8.mlir by `tv-opt --annotate`, then mlir-opt-19 --load-dialect-plugin=TvPlugin.so
// --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)',
// then x staged through a temporary carved out of a byte buffer with memref.view (as linalg promotion allocates),
// with the buffer's size edited to 16 bytes.
// RUN: %expect-exit 2 -- tv-opt -p 'verify{source=%S/../Inputs/add8.mlir}' %s -o %t.out.mlir | filecheck %s
// CHECK: unsupported: memref.view at {{.*}}: memref.view of 32 bytes over a buffer not known to hold them

builtin.module {
  tv.spec @add_spec source "func.func @add(%x: tensor<8xf32> {tv.name = \22x\22}, %y: tensor<8xf32> {tv.name = \22y\22}, %o: tensor<8xf32> {tv.name = \22o\22}) -> tensor<8xf32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%a: f32, %b: f32, %c: f32):\0A    %s = arith.addf %a, %b : f32\0A    linalg.yield %s : f32\0A  } -> tensor<8xf32>\0A  func.return %r : tensor<8xf32>\0A}" tensors [@x : tensor<8xf32>, @y : tensor<8xf32>, @o : tensor<8xf32>, @r : tensor<8xf32>]
  func.func @add(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %buf = memref.alloc() : memref<16xi8>
    %vx = memref.view %buf[%c0][] : memref<16xi8> to memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %0 = memref.load %arg0[%i] : memref<8xf32, strided<[?], offset: ?>>
      memref.store %0, %vx[%i] : memref<8xf32>

    }
    scf.for %arg3 = %c0 to %c8 step %c1 {
      %0 = memref.load %vx[%arg3] : memref<8xf32>
      %1 = memref.load %arg1[%arg3] : memref<8xf32, strided<[?], offset: ?>>
      %2 = arith.addf %0, %1 : f32
      %3 = tv.prophesy %2 for @add_spec::@r [%arg3] : f32
      memref.store %3, %arg2[%arg3] : memref<8xf32, strided<[?], offset: ?>>
    }
    memref.dealloc %buf : memref<16xi8>
    func.return %arg2 : memref<8xf32, strided<[?], offset: ?>>
  }
}
