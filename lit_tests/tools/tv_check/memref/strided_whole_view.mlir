// REQUIRES: heavy
// A whole-view write (linalg.copy's output, memref.copy's destination)
// through a memref of unknown strides: the view must not overlap itself
// (nested strides in some order of its dimensions), a precondition printed
// as an assumption when it depends only on the inputs
// (tvmlir/semantics/whole_view.py).  The program verifies against itself;
// dropping the copy fails on memory.
// RUN: tv-check %s %s | filecheck %s
// CHECK: @copy_strided: verified
// CHECK-NEXT: @copy_strided_2d: verified
// CHECK: assumes whole-view writes through memrefs of unknown strides write views that do not overlap themselves
//
// RUN: %mutate '^  linalg[.]copy .*' '' < %s > %t.nocopy.mlir
// RUN: %expect-exit 1 -- tv-check --succinct --function copy_strided %s %t.nocopy.mlir | filecheck %s --check-prefix=NOCOPY
// NOCOPY: @copy_strided: FAILED (memory mismatch)
// RUN: %mutate '^  memref[.]copy %%a, %%v .*' '' < %s > %t.nocopy2.mlir
// RUN: %expect-exit 1 -- tv-check --succinct --function copy_strided_2d %s %t.nocopy2.mlir | filecheck %s --check-prefix=NOCOPY2
// NOCOPY2: @copy_strided_2d: FAILED (memory mismatch)

func.func @copy_strided(%a: memref<4xf32>, %b: memref<4xf32, strided<[?], offset: ?>>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32, strided<[?], offset: ?>>)
  return
}

func.func @copy_strided_2d(%a: memref<2x3xf32>, %b: memref<4x5xf32, strided<[?, ?], offset: ?>>) {
  %v = memref.subview %b[1, 1] [2, 3] [1, 1] : memref<4x5xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[?, ?], offset: ?>>
  memref.copy %a, %v : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
  return
}
