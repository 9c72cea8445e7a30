// SOUNDNESS: wrong int-semantics: a shift whose amount the source masks to 0..31 emitted unmasked (poison for amounts >= 32)
// REQUIRES: mlir-opt-19
// Hardware masks a shift amount, MLIR's arith does not: shli by 32 or more is poison.
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.shli %arg0, %\d+' 'arith.shli %arg0, %arg1' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @shl_masked: FAILED (return value mismatch)
// CHECK: source: {{-?[0-9]+}}
// CHECK-NEXT: target: poison

func.func @shl_masked(%x: i32, %s: i32) -> i32 {
  %c31 = arith.constant 31 : i32
  %m = arith.andi %s, %c31 : i32
  %r = arith.shli %x, %m : i32
  return %r : i32
}
