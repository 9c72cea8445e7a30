// REQUIRES: mlir-opt-19
// arith.extf / arith.truncf as MLIR 19 writes them: a rounding mode
// (truncf) and fast-math flags.  nnan / ninf make a NaN / infinite
// operand or result poison, so a target that adds them fails; the default
// rounding written out (to_nearest_even) is the modelled one.
// RUN: %mlir-opt %s > %t.up
// RUN: tv-opt --reader native %s | %mlir-opt > %t.ours
// RUN: diff %t.ours %t.up
// RUN: %mlir-opt --mlir-print-op-generic %s | tv-opt --reader native | %mlir-opt > %t.fromgen
// RUN: diff %t.fromgen %t.up
// RUN: %mutate --nth -1 'arith.truncf %a :' 'arith.truncf %a to_nearest_even :' < %s > %t.rounded.mlir
// RUN: tv-check --reader native --function trunc %s %t.rounded.mlir | filecheck %s
// RUN: %mutate --nth -1 'arith.truncf %a :' 'arith.truncf %a fastmath<nnan> :' < %s > %t.nnan.mlir
// RUN: %expect-exit 1 -- tv-check --reader native --function trunc %s %t.nnan.mlir | filecheck %s --check-prefix=NNAN
// RUN: %mutate --nth -1 'arith.truncf %a :' 'arith.truncf %a upward :' < %s > %t.up.mlir
// RUN: %expect-exit 2 -- tv-check --reader native --function trunc %s %t.up.mlir | filecheck %s --check-prefix=UP
func.func @casts(%a: bf16, %t: tensor<4xf32>) -> (bf16, tensor<4xf16>) {
  %0 = arith.extf %a fastmath<contract> : bf16 to f32
  %1 = arith.truncf %0 to_nearest_even fastmath<nnan> : f32 to bf16
  %2 = arith.truncf %t : tensor<4xf32> to tensor<4xf16>
  return %1, %2 : bf16, tensor<4xf16>
}
func.func @trunc(%a: f32) -> bf16 {
  %1 = arith.truncf %a : f32 to bf16
  return %1 : bf16
}
// CHECK: @trunc: verified
// NNAN: @trunc: FAILED (return value mismatch)
// NNAN: source: NaN
// NNAN: target: poison
// UP: @trunc: unsupported (arith.truncf at {{.*}}up.mlir:24:8: only the default rounding (to nearest even) is modelled)
