// SOUNDNESS: wrong parallel-reduce: an addi combiner with nsw added (a reordered partial sum may overflow where the source's does not)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (scf.parallel at {{.*}}.mlir:24:8: a reduction whose combiner is not one associative and commutative op (addi, andi, maximumf, maxsi, maxui, minimumf, minsi, minui, muli, ori, xori))

func.func @f(%x: memref<8xi32>, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %init) -> (i32) {
    %v = memref.load %x[%i] : memref<8xi32>
    %s = arith.addi %a, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// ----- target

func.func @f(%x: memref<8xi32>, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%init) -> i32 {
    %v = memref.load %x[%i] : memref<8xi32>
    scf.reduce(%v : i32) {
    ^bb0(%lhs: i32, %rhs: i32):
      %s = arith.addi %lhs, %rhs overflow<nsw> : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
