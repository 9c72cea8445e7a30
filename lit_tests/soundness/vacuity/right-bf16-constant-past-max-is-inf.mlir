// SOUNDNESS: right vacuity: a bf16 constant 3.4e38 is +inf (0x7F80): min(x, +inf) folded to x
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK-NOT: always undefined

func.func @f(%x: bf16) -> bf16 {
  %c = arith.constant 3.4e38 : bf16
  %r = arith.minimumf %x, %c : bf16
  return %r : bf16
}

// ----- target

func.func @f(%x: bf16) -> bf16 {
  return %x : bf16
}
