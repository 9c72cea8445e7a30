// SOUNDNESS: right int-divide: remsi with a divisor of -1 answered 0 by a select (x % -1 is 0 for every x, INT_MIN included)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @r: verified

func.func @r(%a: i32, %b: i32) -> i32 {
  %0 = arith.remsi %a, %b : i32
  return %0 : i32
}

// ----- target

module {
  func.func @r(%arg0: i32, %arg1: i32) -> i32 {
    %r0 = arith.remsi %arg0, %arg1 : i32
    %m1 = arith.constant -1 : i32
    %z = arith.constant 0 : i32
    %e = arith.cmpi eq, %arg1, %m1 : i32
    %0 = arith.select %e, %z, %r0 : i32
    return %0 : i32
  }
}
