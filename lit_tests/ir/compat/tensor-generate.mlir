// tensor.generate: one extent operand per dynamic dimension, a body from
// the indices to the element.
// RUN: tv-opt %s | filecheck %s
// RUN: %bad-input tv-opt %S/Inputs/generate-extents.mlir | filecheck %s --check-prefix=BAD
func.func @f(%n: index) -> tensor<3x?xindex> {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<3x?xindex>
  return %g : tensor<3x?xindex>
}
// CHECK: %g = tensor.generate %n {
// CHECK-NEXT: ^{{.*}}(%i: index, %j: index):
// CHECK: } : tensor<3x?xindex>
// BAD: generate-extents.mlir:3:8: error: 'tensor.generate' op has 0 extents for 1 dynamic dimensions
