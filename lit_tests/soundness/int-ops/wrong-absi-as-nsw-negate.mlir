// SOUNDNESS: wrong int-ops: math.absi expanded with `subi 0, x overflow<nsw>` (poison at INT_MIN)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i32) -> i32 {
  %r = math.absi %x : i32
  return %r : i32
}

// ----- target

func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %n = arith.subi %c0, %x overflow<nsw> : i32
  %p = arith.cmpi slt, %x, %c0 : i32
  %r = arith.select %p, %n, %x : i32
  return %r : i32
}
