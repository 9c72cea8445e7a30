// SOUNDNESS: wrong scf-while: --scf-for-to-while output whose loop condition is edited from slt to sle (one iteration too many)
// REQUIRES: mlir-opt-19
// @double4 doubles once more; @sum_even reads m[8], past the end (UB).
// RUN: %mlir-opt --scf-for-to-while %s | %mutate --all 'arith.cmpi slt, (%arg\d+), (%c\d+) : index' 'arith.cmpi sle, \1, \2 : index' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @double4: FAILED (return value mismatch)
// CHECK: @sum_even: FAILED (target is undefined where the source is defined)

func.func @double4(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> i32 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @sum_even(%m: memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%a = %z) -> i32 {
    %v = memref.load %m[%i] : memref<8xi32>
    %b = arith.addi %a, %v : i32
    scf.yield %b : i32
  }
  return %r : i32
}
