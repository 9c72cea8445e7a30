// SOUNDNESS: wrong int-divide: remsi answering 7 at INT_MIN % -1 only (attack10: remsi's overflow was UB, which MLIR 19 states for divsi only, so the source was undefined there and this verified)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @r: FAILED (return value mismatch)

func.func @r(%a: i32, %b: i32) -> i32 {
  %0 = arith.remsi %a, %b : i32
  return %0 : i32
}

// ----- target

module {
  func.func @r(%arg0: i32, %arg1: i32) -> i32 {
    %r0 = arith.remsi %arg0, %arg1 : i32
    %im = arith.constant -2147483648 : i32
    %m1 = arith.constant -1 : i32
    %e1 = arith.cmpi eq, %arg0, %im : i32
    %e2 = arith.cmpi eq, %arg1, %m1 : i32
    %e = arith.andi %e1, %e2 : i1
    %c7 = arith.constant 7 : i32
    %0 = arith.select %e, %c7, %r0 : i32
    return %0 : i32
  }
}
