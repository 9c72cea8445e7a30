// Views of one storage: a copy through expand_shape (a linearized index,
// i * 4 + j) and collapse_shape (a delinearized one, q div 4, q mod 4),
// written through a rank-reducing subview (a row of the 2x4 view of the
// output).  No tv.prophesy: the stores copy loaded cells.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s --check-prefix=OK
//
// Mutant: the row view takes a column instead (offsets [0, i], sizes
// [2, 1]) and so has 2 cells: the copy writes past its end.
// RUN: %mutate --nth -1 'memref.subview %e\[%i, 0\] \[1, 4\] \[1, 1\] : memref<2x4xf32> to memref<4xf32, strided<\[1\], offset: \?>>' 'memref.subview %e[0, %i] [2, 1] [1, 1] : memref<2x4xf32> to memref<2xf32, strided<[4], offset: ?>>' < %s | %mutate --nth -1 'memref<4xf32, strided<\[1\], offset: \?>>' 'memref<2xf32, strided<[4], offset: ?>>' > %t.col.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.col.mlir | filecheck %s --check-prefix=COL

tv.spec @cp_spec source "func.func @cp(%a: tensor<8xf32> {tv.name = \22a\22}, %o: tensor<8xf32> {tv.name = \22o\22}) -> tensor<8xf32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%x: f32, %y: f32):\0A    linalg.yield %x : f32\0A  } -> tensor<8xf32>\0A  func.return %r : tensor<8xf32>\0A}" {
  tv.spec_tensor @a : tensor<8xf32>
  tv.spec_tensor @o : tensor<8xf32>
  tv.spec_tensor @r : tensor<8xf32>
}

func.func @cp(%a: memref<8xf32>, %o: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %e = memref.expand_shape %o [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %ea = memref.expand_shape %a [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %flat = memref.collapse_shape %ea [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    %row = memref.subview %e[%i, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    scf.for %j = %c0 to %c4 step %c1 {
      %q0 = arith.muli %i, %c4 : index
      %q = arith.addi %q0, %j : index
      %v = memref.load %flat[%q] : memref<8xf32>
      memref.store %v, %row[%j] : memref<4xf32, strided<[1], offset: ?>>
    }
  }
  func.return %o : memref<8xf32>
}

// OK-NOT: FAILED
// OK: ok      view in bounds: memref.load at {{.*}}views.mlir:31:12
// OK: ok      view in bounds: memref.store at {{.*}}views.mlir:32:7
// OK: ok      final value: result 0
// OK: @cp: verified

// COL: FAILED  write in bounds: memref.store at {{.*}}.mlir:32:7: writes %row outside memref<2xf32, strided<[4], offset: ?>>
// COL: @cp: FAILED (write in bounds)
