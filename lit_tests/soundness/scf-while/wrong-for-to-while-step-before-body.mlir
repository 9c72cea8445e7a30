// SOUNDNESS: wrong scf-while: --scf-for-to-while output whose body loads at the incremented index (iv + step) instead of iv
// REQUIRES: mlir-opt-19
// The conversion computes the next iv at the top of the `do` region; a use
// of it in place of the current iv skips m[0] and reads m[8] (UB).
// RUN: %mlir-opt --scf-for-to-while %s | %mutate 'memref.load %arg0\[%arg1\]' 'memref.load %arg0[%1]' > %t.bad.mlir
// RUN: %mlir-opt --scf-for-to-while %s | filecheck %s --check-prefix=EXP
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// EXP: %1 = arith.addi %arg1, %c2 : index
// EXP: memref.load %arg0[%arg1]
// CHECK: @sum_even: FAILED (target is undefined where the source is defined)

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
