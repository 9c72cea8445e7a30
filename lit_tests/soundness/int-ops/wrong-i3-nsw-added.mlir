// SOUNDNESS: wrong int-ops: an i3 addition given overflow<nsw>
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i3, %y: i3) -> i3 {
  %r = arith.addi %x, %y : i3
  return %r : i3
}

// ----- target

func.func @f(%x: i3, %y: i3) -> i3 {
  %r = arith.addi %x, %y overflow<nsw> : i3
  return %r : i3
}
