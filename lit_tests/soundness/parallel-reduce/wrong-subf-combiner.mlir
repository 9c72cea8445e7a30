// SOUNDNESS: wrong parallel-reduce: a sequential subf reduction turned into scf.parallel with a subf combiner (neither associative nor commutative)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (scf.parallel at {{.*}}.mlir:24:8: a reduction whose combiner is not one associative and commutative op (addi, andi, maximumf, maxsi, maxui, minimumf, minsi, minui, muli, ori, xori))

func.func @f(%x: memref<8xf32>, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %init) -> (f32) {
    %v = memref.load %x[%i] : memref<8xf32>
    %s = arith.subf %a, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// ----- target

func.func @f(%x: memref<8xf32>, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%init) -> f32 {
    %v = memref.load %x[%i] : memref<8xf32>
    scf.reduce(%v : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.subf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
