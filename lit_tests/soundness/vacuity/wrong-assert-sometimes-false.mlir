// SOUNDNESS: wrong vacuity: a cf.assert that fails only for x >= 100: the source is defined below, where the target differs
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i32) -> i32 {
  %c = arith.constant 100 : i32
  %lt = arith.cmpi slt, %x, %c : i32
  cf.assert %lt, "x small"
  return %x : i32
}

// ----- target

func.func @f(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %r = arith.addi %x, %one : i32
  return %r : i32
}
