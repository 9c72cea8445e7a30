// SOUNDNESS: wrong private-functions: a private function's argument dropped (as -remove-dead-values does for dead ones) while its result, which depends on it, is used
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @p: unsupported (func.func at {{.*}}: the source and target signatures differ
// CHECK: @main: FAILED (return value mismatch)

func.func private @p(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func @main(%a: i32) -> i32 {
  %r = call @p(%a) : (i32) -> i32
  return %r : i32
}

// ----- target

func.func private @p() -> i32 {
  %c1 = arith.constant 1 : i32
  return %c1 : i32
}

func.func @main(%a: i32) -> i32 {
  %r = call @p() : () -> i32
  return %r : i32
}
