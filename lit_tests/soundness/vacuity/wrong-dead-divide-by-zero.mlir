// SOUNDNESS: wrong vacuity: a divide by the constant zero in a branch never taken (scf.if false): the source is defined, the target adds one
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i32) -> i32 {
  %f = arith.constant false
  scf.if %f {
    %z = arith.constant 0 : i32
    %d = arith.divsi %x, %z : i32
  }
  return %x : i32
}

// ----- target

func.func @f(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %r = arith.addi %x, %one : i32
  return %r : i32
}
