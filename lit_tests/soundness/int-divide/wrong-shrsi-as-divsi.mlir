// SOUNDNESS: wrong int-divide: shrsi by 3 as divsi by 8 (rounds toward zero, not down)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 3 : i32
  %r = arith.shrsi %a, %c : i32
  return %r : i32
}

// ----- target

func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 8 : i32
  %r = arith.divsi %a, %c : i32
  return %r : i32
}
