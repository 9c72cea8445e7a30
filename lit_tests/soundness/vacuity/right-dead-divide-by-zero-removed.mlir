// SOUNDNESS: right vacuity: a divide by the constant zero in a branch never taken, removed with the branch
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK-NOT: always undefined

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
  return %x : i32
}
