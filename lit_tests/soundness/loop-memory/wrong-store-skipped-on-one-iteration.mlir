// SOUNDNESS: wrong loop-memory: the store skipped on iteration 6 only (beyond the 3 iterations the search tries)
// Not pairable (the bodies differ when i == 6) and not found with at most 3 iterations per loop: unsupported, never verified.
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (scf.for at {{.*}}tgt.mlir:{{[0-9]+}}:3: loop whose trip count is not constant {{.*}}(not paired: the bodies differ on some iteration (equality of carried values and memory is not an invariant)))

func.func @f(%n: index, %x: i32, %out: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %out[%i] : memref<8xi32>
  }
  return
}

// ----- target

func.func @f(%n: index, %x: i32, %out: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %n step %c1 {
    %skip = arith.cmpi eq, %i, %c6 : index
    scf.if %skip {
    } else {
      memref.store %x, %out[%i] : memref<8xi32>
    }
  }
  return
}
