// tosa.avg_pool2d (the spec's AVG_POOL2D for floats: the window's sum from
// +0.0, padding positions not counted, divided by the count) against
// mlir-opt-19's tosa-to-linalg-named (pooling_nhwc_sum into a 0.0 fill,
// then a division by the count computed from the indices): verified,
// padded or not.  Mutants of the real lowering (the fill 1.0, the division
// a multiplication) are FAILED.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))' %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'constant 0.000000e\+00 : f32' 'constant 1.000000e+00 : f32' < %t.tgt.mlir \
// RUN:   | %mutate --nth 2 'arith.divf %in' 'arith.mulf %in' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @avg(%a: tensor<1x2x4x1xf32>) -> tensor<1x1x2x1xf32> {
  %r = tosa.avg_pool2d %a {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x2x4x1xf32>) -> tensor<1x1x2x1xf32>
  return %r : tensor<1x1x2x1xf32>
}
func.func @avg_pad(%a: tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32> {
  %r = tosa.avg_pool2d %a {acc_type = f32, kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
  return %r : tensor<1x1x2x1xf32>
}

// CHECK: @avg: verified
// CHECK: @avg_pad: verified

// BAD: @avg: FAILED (return value mismatch)
// BAD: @avg_pad: FAILED (return value mismatch)
