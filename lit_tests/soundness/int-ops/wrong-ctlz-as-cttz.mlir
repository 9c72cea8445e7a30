// SOUNDNESS: wrong int-ops: math.ctlz emitted as math.cttz
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i32) -> i32 {
  %r = math.ctlz %x : i32
  return %r : i32
}

// ----- target

func.func @f(%x: i32) -> i32 {
  %r = math.cttz %x : i32
  return %r : i32
}
