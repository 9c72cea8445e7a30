// SOUNDNESS: wrong opaque-ops: CSE merging two pure opaque ops that differ only in an attribute
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i32) -> i32 {
  %r = "test.op"(%x) {mode = "up"} : (i32) -> i32
  %s = "test.op"(%x) {mode = "down"} : (i32) -> i32
  %t = arith.subi %r, %s : i32
  return %t : i32
}

// ----- target

func.func @f(%x: i32) -> i32 {
  %r = "test.op"(%x) {mode = "up"} : (i32) -> i32
  %t = arith.subi %r, %r : i32
  return %t : i32
}
