// SOUNDNESS: wrong int-semantics: a division whose source guards the divisors 0 and -1 emitted with the zero guard only
// REQUIRES: mlir-opt-19
// The source negates for y = -1 (INT_MIN wraps, defined); the target divides
// INT_MIN by -1: undefined behaviour where the source is defined.
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.cmpi eq, %arg1, %c-1_i32 : i32' 'arith.cmpi eq, %arg1, %c0_i32 : i32' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @div_guarded: FAILED (target is undefined where the source is defined)
// CHECK-NEXT: %x = -2147483648
// CHECK-NEXT: %y = -1

func.func @div_guarded(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %isz = arith.cmpi eq, %y, %c0 : i32
  %ism1 = arith.cmpi eq, %y, %cm1 : i32
  %bad = arith.ori %isz, %ism1 : i1
  %safe = arith.select %bad, %c1, %y : i32
  %q = arith.divsi %x, %safe : i32
  %neg = arith.subi %c0, %x : i32
  %r0 = arith.select %ism1, %neg, %q : i32
  %r = arith.select %isz, %c0, %r0 : i32
  return %r : i32
}
