// SOUNDNESS: wrong int-divide: ceildivui as (a + b - 1) / b (the sum wraps)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: i32, %b: i32) -> i32 {
  %r = arith.ceildivui %a, %b : i32
  return %r : i32
}

// ----- target

func.func @f(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %b : i32
  %t = arith.subi %s, %c1 : i32
  %r = arith.divui %t, %b : i32
  return %r : i32
}
