// SOUNDNESS: right scf-while: mlir-opt-19 --scf-for-to-while of a doubling loop and a strided memref sum, unedited
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --scf-for-to-while %s > %t.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// EXP: scf.while
// EXP-NOT: scf.for
// CHECK: @double4: verified
// CHECK: @sum_even: verified

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
