// SOUNDNESS: wrong copy-lowering: a copy loop that also negates each element reads it, so an uninitialized element is UB where the source only copies it (tv-check)
// A load whose value an op computes with is a read, as before.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @copy: FAILED

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
    %n = arith.negf %x : f32
    %m = arith.negf %n : f32
    memref.store %m, %b[%i] : memref<4xf32>
  }
  return
}
