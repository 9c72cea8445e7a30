// SOUNDNESS: right tv-check: mlir-opt-19 --tosa-to-linalg of an f16 tosa.clamp whose max_fp is FLT_MAX (an f32 attribute, +inf as an f16)
// REQUIRES: mlir-opt-19
// The bound beyond f16's range once made the abstract float domain's
// constant facts contradictory: the source "always undefined", any target
// verified.  A constant is now rounded into its format (fp/abstract_constants.py).
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' %s > %t.mlir
// RUN: tv-check %s %t.mlir | filecheck %s

func.func @clamp_f16(%x: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.clamp %x {min_int = -2147483648 : i64, max_int = 2147483647 : i64, min_fp = -1.0 : f32, max_fp = 3.40282347E+38 : f32} : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// CHECK: @clamp_f16: verified
