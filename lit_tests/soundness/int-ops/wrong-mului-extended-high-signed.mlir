// SOUNDNESS: wrong int-ops: the high half of mului_extended computed from sign-extended operands
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i32, %y: i32) -> i32 {
  %l, %h = arith.mului_extended %x, %y : i32
  return %h : i32
}

// ----- target

func.func @f(%x: i32, %y: i32) -> i32 {
  %a = arith.extsi %x : i32 to i64
  %b = arith.extsi %y : i32 to i64
  %m = arith.muli %a, %b : i64
  %c = arith.constant 32 : i64
  %s = arith.shrui %m, %c : i64
  %h = arith.trunci %s : i64 to i32
  return %h : i32
}
