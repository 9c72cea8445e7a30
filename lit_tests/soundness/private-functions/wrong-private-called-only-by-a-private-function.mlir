// SOUNDNESS: wrong private-functions: a private function reached from the public one through another private function, changed where that one passes its argument on
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @inner: unsupported (func.func private @inner: fails standalone, on arguments its callers may never pass; it runs only through @entry (failed), not verified)
// CHECK: @entry: FAILED (return value mismatch)

func.func private @inner(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}

func.func private @outer(%x: i32) -> i32 {
  %r = call @inner(%x) : (i32) -> i32
  return %r : i32
}

func.func @entry(%y: i32) -> i32 {
  %r = call @outer(%y) : (i32) -> i32
  return %r : i32
}

// ----- target

func.func private @inner(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}

func.func private @outer(%x: i32) -> i32 {
  %r = call @inner(%x) : (i32) -> i32
  return %r : i32
}

func.func @entry(%y: i32) -> i32 {
  %r = call @outer(%y) : (i32) -> i32
  return %r : i32
}
