// SOUNDNESS: wrong private-functions: a private function specialized to the constant one caller passes, while another public caller passes its own argument
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @p: unsupported (func.func private @p: fails standalone, on arguments its callers may never pass; it runs only through @g (failed), not verified)
// CHECK: @f: verified
// CHECK: @g: FAILED (return value mismatch)

func.func private @p(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func @f() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @p(%c1) : (i32) -> i32
  return %r : i32
}

func.func @g(%y: i32) -> i32 {
  %r = call @p(%y) : (i32) -> i32
  return %r : i32
}

// ----- target

func.func private @p(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  return %c2 : i32
}

func.func @f() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @p(%c1) : (i32) -> i32
  return %r : i32
}

func.func @g(%y: i32) -> i32 {
  %r = call @p(%y) : (i32) -> i32
  return %r : i32
}
