// SOUNDNESS: wrong vacuity: a bf16 constant 3.4e38 (rounds to +inf) replaced by the largest finite bf16 (0x7F7F)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: bf16) -> bf16 {
  %c = arith.constant 3.4e38 : bf16
  %r = arith.minimumf %x, %c : bf16
  return %r : bf16
}

// ----- target

func.func @f(%x: bf16) -> bf16 {
  %c = arith.constant 0x7F7F : bf16
  %r = arith.minimumf %x, %c : bf16
  return %r : bf16
}
