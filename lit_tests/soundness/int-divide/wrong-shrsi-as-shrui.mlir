// SOUNDNESS: wrong int-divide: shrsi as shrui
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: i32, %b: i32) -> i32 {
  %r = arith.shrsi %a, %b : i32
  return %r : i32
}

// ----- target

func.func @f(%a: i32, %b: i32) -> i32 {
  %r = arith.shrui %a, %b : i32
  return %r : i32
}
