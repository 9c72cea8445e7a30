// SOUNDNESS: wrong int-ops: a defined x + 1 replaced by ub.poison
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %x, %c : i32
  return %r : i32
}

// ----- target

func.func @f(%x: i32) -> i32 {
  %r = ub.poison : i32
  return %r : i32
}
