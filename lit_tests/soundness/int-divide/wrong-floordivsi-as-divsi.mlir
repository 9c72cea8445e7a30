// SOUNDNESS: wrong int-divide: floordivsi as divsi (differs on negative quotients)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: i32, %b: i32) -> i32 {
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}

// ----- target

func.func @f(%a: i32, %b: i32) -> i32 {
  %r = arith.divsi %a, %b : i32
  return %r : i32
}
