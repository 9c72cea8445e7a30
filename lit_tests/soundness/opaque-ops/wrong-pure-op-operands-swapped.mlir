// SOUNDNESS: wrong opaque-ops: a pure opaque op called with its operands swapped
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i32, %y: i32) -> i32 {
  %r = "test.op"(%x, %y) : (i32, i32) -> i32
  return %r : i32
}

// ----- target

func.func @f(%x: i32, %y: i32) -> i32 {
  %r = "test.op"(%y, %x) : (i32, i32) -> i32
  return %r : i32
}
