// SOUNDNESS: wrong int-semantics: the high half of a signed widening multiply emitted as the unsigned one
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.mulsi_extended' 'arith.mului_extended' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @mul_high: FAILED (return value mismatch)

func.func @mul_high(%x: i32, %y: i32) -> i32 {
  %l, %h = arith.mulsi_extended %x, %y : i32
  return %h : i32
}
