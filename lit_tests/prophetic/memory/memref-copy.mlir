// memref.copy: every cell of the source, to the same cell of the target.
// Here a copy goes through a temporary of dynamic size (a static to
// dynamic copy, which MLIR 19 accepts and tvmlir used to call bad input),
// then a self-copy, which changes nothing.  The sizes must agree at run
// time: that is the copy's write in bounds.
// RUN: %expect-exit 0 -- tv-opt --verify %s -o %t.out | filecheck %s --check-prefix=OK
//
// Mutant: the second copy from a temporary that nothing filled.
// RUN: %mutate 'memref.copy %a, %buf : memref<8xf32> to memref<\?xf32>' 'memref.copy %o, %o : memref<8xf32> to memref<8xf32>' < %s > %t.undef.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.undef.mlir | filecheck %s --check-prefix=UNDEF
//
// Mutant: the target shifted by one (a view of o starting at 1, 7 long):
// the shapes differ at run time (8 to 7).
// RUN: %mutate 'memref.copy %buf, %o : memref<\?xf32> to memref<8xf32>' '%v1 = memref.subview %o[1] [7] [1] : memref<8xf32> to memref<7xf32, strided<[1], offset: 1>>\n  memref.copy %buf, %v1 : memref<?xf32> to memref<7xf32, strided<[1], offset: 1>>' < %s > %t.shift.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.shift.mlir | filecheck %s --check-prefix=SHIFT
//
// Mutant: a copy between overlapping, distinct cells of one buffer.
// RUN: %mutate --nth -1 'memref.copy %o, %o : memref<8xf32> to memref<8xf32>' '%v2 = memref.subview %o[1] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 1>>\n  %v3 = memref.subview %o[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>\n  memref.copy %v2, %v3 : memref<4xf32, strided<[1], offset: 1>> to memref<4xf32, strided<[1]>>' < %s > %t.overlap.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.overlap.mlir -o %t.overlap.out | filecheck %s --check-prefix=OVERLAP

tv.spec @cp_spec source "func.func @cp(%a: tensor<8xf32> {tv.name = \22a\22}, %o: tensor<8xf32> {tv.name = \22o\22}) -> tensor<8xf32> {\0A  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>) attrs =  {tv.name = \22r\22} {\0A  ^bb0(%x: f32, %y: f32):\0A    linalg.yield %x : f32\0A  } -> tensor<8xf32>\0A  func.return %r : tensor<8xf32>\0A}" {
  tv.spec_tensor @a : tensor<8xf32>
  tv.spec_tensor @o : tensor<8xf32>
  tv.spec_tensor @r : tensor<8xf32>
}

func.func @cp(%a: memref<8xf32>, %o: memref<8xf32>) -> memref<8xf32> {
  %c8 = arith.constant 8 : index
  %buf = memref.alloc(%c8) : memref<?xf32>
  memref.copy %a, %buf : memref<8xf32> to memref<?xf32>
  memref.copy %buf, %o : memref<?xf32> to memref<8xf32>
  memref.copy %o, %o : memref<8xf32> to memref<8xf32>
  func.return %o : memref<8xf32>
}

// OK-NOT: FAILED
// OK: ok      write in bounds: memref.copy at {{.*}}memref-copy.mlir:30:3
// OK: ok      read defined: memref.copy at {{.*}}memref-copy.mlir:30:3
// OK: ok      final value: result 0
// OK: @cp: verified

// UNDEF: FAILED  read defined: memref.copy at {{.*}}.mlir:31:3: copies %buf where no input or earlier write defines it
// UNDEF: @cp: FAILED (read defined)

// SHIFT: FAILED  write in bounds: memref.copy at {{.*}}.mlir:{{[0-9]+}}:3: copies %buf (memref<?xf32>) to %v1 (memref<7xf32, strided<[1], offset: 1>>) of another shape
// SHIFT: @cp: FAILED (write in bounds)

// OVERLAP: unsupported: memref.copy at {{.*}}.mlir:34:3: memref.copy between overlapping, distinct cells of one buffer
