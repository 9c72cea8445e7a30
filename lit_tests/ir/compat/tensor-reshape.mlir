// `tensor.reshape` of unranked and dynamic tensors, as MLIR's own tests
// write them (Dialect/Tensor/canonicalize.mlir @fold_reshape_chain,
// Dialect/Tensor/bufferize.mlir): xDSL required ranked tensors and
// compared extents' products with `?` as -1 (valid reshapes refused).
// Verified as MLIR 19 verifies it (`ReshapeOp::verify`).
// RUN: tv-opt --reader native %s > %t.read.mlir
// RUN: filecheck %s < %t.read.mlir
// RUN: mlir-opt-19 %t.read.mlir > %t.back.mlir
// CHECK: %0 = tensor.reshape %u(%n) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
// CHECK: %1 = tensor.reshape %u(%n2) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
// CHECK: %2 = tensor.reshape %d(%n1) : (tensor<?x?xf32>, tensor<1xindex>) -> tensor<?xf32>

// MLIR's errors stay errors (mlir-opt-19 gives the same three).
// RUN: %mutate --all "tensor<3x2xf32>" "tensor<3x3xf32>" < %s > %t.count.mlir
// RUN: %bad-input tv-opt %t.count.mlir | filecheck %s --check-prefix=COUNT
// COUNT: count.mlir:[[# @LINE + 12]]:8: error: 'tensor.reshape' op source and destination tensor should have the same number of elements
// RUN: %mutate --nth -1 "%u\(%n2\) : \(tensor<\*xf32>, tensor<2xi32>\)" "%u(%n) : (tensor<*xf32>, tensor<?xindex>)" < %s > %t.dyn.mlir
// RUN: %bad-input tv-opt %t.dyn.mlir | filecheck %s --check-prefix=DYN
// DYN: dyn.mlir:[[# @LINE + 7]]:8: error: 'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type
// RUN: %mutate --nth -1 "%d\(%n1\) : \(tensor<\?x\?xf32>, tensor<1xindex>\)" "%d(%n2) : (tensor<?x?xf32>, tensor<2xi32>)" < %s > %t.rank.mlir
// RUN: %bad-input tv-opt %t.rank.mlir | filecheck %s --check-prefix=RANK
// RANK: rank.mlir:[[# @LINE + 5]]:8: error: 'tensor.reshape' op length of shape operand differs from the result's tensor rank

func.func @f(%u: tensor<*xf32>, %n: tensor<?xindex>, %n2: tensor<2xi32>, %d: tensor<?x?xf32>, %n1: tensor<1xindex>, %a: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<3x2xf32>) {
  %0 = tensor.reshape %u(%n) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %1 = tensor.reshape %u(%n2) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %2 = tensor.reshape %d(%n1) : (tensor<?x?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %3 = tensor.reshape %a(%n2) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  return %0, %1, %2, %3 : tensor<*xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<3x2xf32>
}
