// SOUNDNESS: right loop-memory: a sum accumulated in memory, the body canonicalized (addi 0 dropped)
// The loop's trip count is an argument: the memory it writes is carried state, paired body to body.
// RUN: %split-pair %s %t
// RUN: tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @acc: verified

func.func @acc(%n: index, %in: memref<8xi32>, %acc: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %n step %c1 {
    %s = memref.load %acc[] : memref<i32>
    %v = memref.load %in[%i] : memref<8xi32>
    %t = arith.addi %s, %v : i32
    %u = arith.addi %t, %z : i32
    memref.store %u, %acc[] : memref<i32>
  }
  return
}

// ----- target

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
