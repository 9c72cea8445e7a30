// REQUIRES: mlir-opt-19, heavy
// --use-neg-zero reads the +0.0 a lowering fills an accumulator with as
// -0.0; TOSA's own sums then start from -0.0 too (mlir-tv's model), so the
// option does not turn a correct tosa-to-linalg lowering into a mismatch
// on all -0.0 inputs.  Both readings are printed as assumptions.  Without
// the option the specification's +0.0 start is used (no assumption).
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))' %s --mlir-print-op-generic > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s --check-prefix=SPEC
// RUN: tv-check %s %t.tgt.mlir --use-neg-zero | filecheck %s --check-prefix=NEG
// The accumulator filled with 1.0: wrong under either reading.
// RUN: %mutate 'value = 0.000000e\+00 : f32' 'value = 1.000000e+00 : f32' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir --use-neg-zero | filecheck %s --check-prefix=BAD
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

// SPEC: @reduce: verified
// SPEC-NOT: assumes TOSA float sums
// NEG: @reduce: verified
// NEG: assumes +0.0 written by linalg.fill or yielded by a linalg or tensor.pad body is -0.0 (--use-neg-zero)
// NEG: assumes TOSA float sums (reduce_sum, convolutions, fully_connected) start from -0.0, not the specification's +0.0 (--use-neg-zero)
// BAD: @reduce: FAILED (return value mismatch)

func.func @reduce(%t: tensor<3x4xf32>) -> tensor<1x4xf32> {
  %r = tosa.reduce_sum %t {axis = 0 : i32} : (tensor<3x4xf32>) -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
