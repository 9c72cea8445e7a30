// REQUIRES: mlir-opt-19
// `-convert-math-to-llvm`'s intrinsics are the `math` ops of the same
// meaning (semantics/llvm_scalar.py `_MATH_INTRINSICS`): exact where
// `math` is (fabs, copysign, sqrt, the roundings), the same function
// where it is uninterpreted (exp, log, pow).  A mutant that rounds the
// other way fails.
// RUN: %mlir-opt --convert-math-to-llvm %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @m: verified
// RUN: %mutate 'llvm.intr.floor' 'llvm.intr.ceil' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck --check-prefix=BAD %s
// BAD: @m: FAILED (return value mismatch

func.func @m(%x: f32, %y: f32, %z: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %0 = math.absf %x : f32
  %1 = math.sqrt %x : f32
  %2 = math.fma %x, %y, %z : f32
  %3 = math.floor %x : f32
  %4 = math.roundeven %x : f32
  %5 = math.exp %x : f32
  %6 = math.copysign %x, %y : f32
  %7 = math.round %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}
