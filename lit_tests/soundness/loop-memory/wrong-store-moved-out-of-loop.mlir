// SOUNDNESS: wrong loop-memory: the accumulator's store moved out of the loop (the next iteration reads the old value)
// A wrong LICM: the load and the store of %acc are not loop-invariant (the hoisted load also reads %acc where the loop does not run).
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @acc: FAILED ({{memory mismatch|target is undefined where the source is defined}})

func.func @acc(%n: index, %in: memref<8xi32>, %acc: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %s = memref.load %acc[] : memref<i32>
    %v = memref.load %in[%i] : memref<8xi32>
    %t = arith.addi %s, %v : i32
    memref.store %t, %acc[] : memref<i32>
  }
  return
}

// ----- target

func.func @acc(%n: index, %in: memref<8xi32>, %acc: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.load %acc[] : memref<i32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %s) -> (i32) {
    %v = memref.load %in[%i] : memref<8xi32>
    %t = arith.addi %s, %v : i32
    scf.yield %t : i32
  }
  memref.store %r, %acc[] : memref<i32>
  return
}
