// REQUIRES: mlir-opt-19
// MLIR 19 accepts a tensor.pad whose result type is more static than its
// pads imply (xDSL 0.74 refused it: "number of dynamic sizes must equal
// number of unknown dimensions"), and 0-d reshapes with the empty
// reassociation `[]` (xDSL: "total number of reassociation dimensions").
// The run-time extent of such a pad must be the static one, else the pad
// is undefined: @pad verifies against mlir-opt-19's generalization, and
// against a target that assumes %l = 2 (the only defined case).
// RUN: %mlir-opt --test-linalg-transform-patterns=test-generalize-pad-tensor %s > %t.tgt.mlir
// RUN: tv-check --reader native %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'into %1\[%arg1\] \[4\]' 'into %1[2] [4]' < %t.tgt.mlir > %t.two.mlir
// RUN: tv-check --reader native %s %t.two.mlir | filecheck %s
// Wrong targets: another offset, another padding value.
// RUN: %mutate 'into %1\[2\] \[4\]' 'into %1[1] [4]' < %t.tgt.mlir > %t.off.mlir
// RUN: %expect-exit 1 -- tv-check --reader native --function pad_const %s %t.off.mlir | filecheck %s --check-prefix=OFF
// RUN: %mutate --nth 2 '0.000000e\+00' '1.000000e+00' < %t.tgt.mlir > %t.val.mlir
// RUN: %expect-exit 1 -- tv-check --reader native --function pad_const %s %t.val.mlir | filecheck %s --check-prefix=OFF
// RUN: %mutate 'into %1\[%arg1\] \[4\]' 'into %1[1] [4]' < %t.tgt.mlir > %t.one.mlir
// RUN: %expect-exit 1 -- tv-check --reader native --function pad %s %t.one.mlir | filecheck %s --check-prefix=ONE
// The reshapes: against a target that expands to 1x1 from 1x1 directly.
// RUN: %mlir-opt --canonicalize %s > %t.canon.mlir
// RUN: tv-check --reader native --function zero_d %s %t.canon.mlir | filecheck %s --check-prefix=ZERO
// RUN: tv-opt --reader native %s | %mlir-opt > %t.ours
// RUN: %mlir-opt %s > %t.up
// RUN: diff %t.ours %t.up
func.func @pad(%t: tensor<4xf32>, %l: index) -> tensor<6xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%l] high[0] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}
func.func @pad_const(%t: tensor<4xf32>) -> tensor<6xf32> {
  %z = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : index
  %p = tensor.pad %t low[%c2] high[0] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}
func.func @zero_d(%t: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %c = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  %e = tensor.expand_shape %c [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  return %e : tensor<1x1xf32>
}
// CHECK: @pad: verified
// CHECK: @pad_const: verified
// CHECK: @zero_d: verified
// OFF: @pad_const: FAILED (return value mismatch)
// ONE: @pad: FAILED
// ZERO: @zero_d: verified
