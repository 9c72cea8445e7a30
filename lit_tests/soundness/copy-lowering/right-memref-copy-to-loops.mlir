// SOUNDNESS: right copy-lowering: memref.copy lowered by hand to a load/store loop (tv-check)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @copy: verified

func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return
}

// ----- target

func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %b[%i] : memref<4xf32>
  }
  return
}
