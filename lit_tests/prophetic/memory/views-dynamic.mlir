// A view that linearizes by a symbolic size: the row-major index of the
// 1 x n view is i * n + j, a product of two unknowns that isl cannot
// handle, so --verify is unsupported at the view and says why.
// RUN: %expect-exit 2 -- tv-opt --verify %s -o %t.out | filecheck %s

tv.spec @cp_spec source "func.func @cp(%a: tensor<?xf32> {tv.name = \22a\22}, %o: tensor<?xf32> {tv.name = \22o\22}) -> tensor<?xf32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%a : tensor<?xf32>) outs(%o : tensor<?xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%x: f32, %y: f32):\0A    linalg.yield %x : f32\0A  } -> tensor<?xf32>\0A  func.return %r : tensor<?xf32>\0A}" {
  tv.spec_tensor @a : tensor<?xf32>
  tv.spec_tensor @o : tensor<?xf32>
  tv.spec_tensor @r : tensor<?xf32>
}

func.func @cp(%a: memref<?xf32>, %o: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %e = memref.expand_shape %o [[0, 1]] output_shape [1, %n] : memref<?xf32> into memref<1x?xf32>
  scf.for %j = %c0 to %n step %c1 {
    %v = memref.load %a[%j] : memref<?xf32>
    memref.store %v, %e[%c0, %j] : memref<1x?xf32>
  }
  func.return %o : memref<?xf32>
}

// CHECK: unsupported: memref.expand_shape at {{.*}}views-dynamic.mlir:16:8: size of an inner expanded dimension that is not a constant: an index times a symbolic size is not quasi-affine
// CHECK: @cp: unsupported (memref.expand_shape at {{.*}}views-dynamic.mlir:16:8)
