// tosa.slice and tosa.pad (the spec's data layout chapter) against
// mlir-opt-19's tosa-to-tensor (extract_slice, tensor.pad): verified; the
// dynamic slice's ERROR_IF (start + size past the extent) is UB of the
// source.  Mutants of the real lowering (an off-by-one slice offset, a pad
// value changed, low and high padding swapped, the default pad 0 made 1)
// are FAILED.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-tensor,tosa-to-linalg))' %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'extract_slice %arg0\[1, 2\]' 'extract_slice %arg0[1, 1]' < %t.tgt.mlir \
// RUN:   | %mutate 'constant 3.500000e\+00 : f32' 'constant 2.500000e+00 : f32' \
// RUN:   | %mutate 'constant 0 : i8' 'constant 1 : i8' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.bad.mlir | filecheck %s --check-prefix=BAD
// RUN: %mutate 'low\[%c0_1, %c2\] high\[%c1_2, %c1_5\]' 'low[%c1_2, %c2] high[%c0_1, %c1_5]' < %t.tgt.mlir > %t.swapped.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.swapped.mlir | filecheck %s --check-prefix=SWAPPED

func.func @slice(%a: tensor<4x5xf32>) -> tensor<2x3xf32> {
  %r = tosa.slice %a {start = array<i64: 1, 2>, size = array<i64: 2, 3>} : (tensor<4x5xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @slice_dyn(%a: tensor<?x5xf32>) -> tensor<2x3xf32> {
  %r = tosa.slice %a {start = array<i64: 1, 2>, size = array<i64: 2, 3>} : (tensor<?x5xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @pad(%a: tensor<2x3xf32>) -> tensor<3x6xf32> {
  %p = "tosa.const"() <{value = dense<[[0, 1], [2, 1]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %c = "tosa.const"() <{value = dense<3.5> : tensor<f32>}> : () -> tensor<f32>
  %r = tosa.pad %a, %p, %c : (tensor<2x3xf32>, tensor<2x2xi32>, tensor<f32>) -> tensor<3x6xf32>
  return %r : tensor<3x6xf32>
}
func.func @pad_zero(%a: tensor<2x3xi8>) -> tensor<3x6xi8> {
  %p = "tosa.const"() <{value = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
  %r = tosa.pad %a, %p : (tensor<2x3xi8>, tensor<2x2xi64>) -> tensor<3x6xi8>
  return %r : tensor<3x6xi8>
}

// CHECK: @slice: verified
// CHECK: @slice_dyn: verified for extents <= 50
// CHECK: @pad: verified
// CHECK: @pad_zero: verified

// BAD: @slice: FAILED (return value mismatch)
// BAD: @slice_dyn: verified
// BAD: @pad: FAILED (return value mismatch)
// BAD:   source: 3.5
// BAD:   target: 2.5
// BAD: @pad_zero: FAILED (return value mismatch)
// BAD:   source: 0
// BAD:   target: 1

// SWAPPED: @pad: FAILED (return value mismatch)
