// TOSA data movement (transpose, reshape, reverse, tile, gather) as
// mlir-opt-19 prints it: rewrites that hold, and mutants that must fail.
// REQUIRES: mlir-opt-19
// RUN: %split-pair %s %t
// RUN: %mlir-opt %t.src.mlir > %t.src19.mlir
// RUN: %mlir-opt %t.tgt.mlir > %t.tgt19.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src19.mlir %t.tgt19.mlir | filecheck %s

func.func @transpose_twice(%a: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %p = "tosa.const"() {value = dense<[2, 0, 1]> : tensor<3xi32>} : () -> tensor<3xi32>
  %q = "tosa.const"() {value = dense<[1, 2, 0]> : tensor<3xi32>} : () -> tensor<3xi32>
  %0 = "tosa.transpose"(%a, %p) : (tensor<2x3x4xf32>, tensor<3xi32>) -> tensor<4x2x3xf32>
  %1 = "tosa.transpose"(%0, %q) : (tensor<4x2x3xf32>, tensor<3xi32>) -> tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}

func.func @transpose_same_perm(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %p = "tosa.const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tosa.transpose"(%a, %p) : (tensor<2x2xf32>, tensor<2xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @reshape_back(%a: tensor<2x6xi32>) -> tensor<2x6xi32> {
  %0 = "tosa.reshape"(%a) {new_shape = array<i64: 3, 4>} : (tensor<2x6xi32>) -> tensor<3x4xi32>
  %1 = "tosa.reshape"(%0) {new_shape = array<i64: 2, 6>} : (tensor<3x4xi32>) -> tensor<2x6xi32>
  return %1 : tensor<2x6xi32>
}

func.func @reshape_is_not_transpose(%a: tensor<2x3xi32>) -> tensor<3x2xi32> {
  %0 = "tosa.reshape"(%a) {new_shape = array<i64: 3, 2>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

func.func @reverse_twice(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.reverse"(%t) {axis = 1 : i32} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = "tosa.reverse"(%0) {axis = 1 : i32} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @reverse_axis(%t: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "tosa.reverse"(%t) {axis = 0 : i32} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @tile_is_concat(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %0 = "tosa.tile"(%a) {multiples = array<i64: 2, 1>} : (tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

func.func @tile_wrong_axis(%a: tensor<2x2xf32>) -> tensor<2x4xf32> {
  %0 = "tosa.tile"(%a) {multiples = array<i64: 1, 2>} : (tensor<2x2xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

func.func @gather_first(%v: tensor<1x3x2xf32>) -> tensor<1x1x2xf32> {
  %i = "tosa.const"() {value = dense<[[2]]> : tensor<1x1xi32>} : () -> tensor<1x1xi32>
  %0 = "tosa.gather"(%v, %i) : (tensor<1x3x2xf32>, tensor<1x1xi32>) -> tensor<1x1x2xf32>
  return %0 : tensor<1x1x2xf32>
}

func.func @gather_oob(%v: tensor<1x3x2xf32>, %i: tensor<1x1xi32>) -> tensor<1x1x2xf32> {
  %0 = "tosa.gather"(%v, %i) : (tensor<1x3x2xf32>, tensor<1x1xi32>) -> tensor<1x1x2xf32>
  return %0 : tensor<1x1x2xf32>
}

func.func @gather_defined_src(%v: tensor<1x1x2xf32>, %i: tensor<1x1xi32>) -> tensor<1x1x2xf32> {
  return %v : tensor<1x1x2xf32>
}

// ----- target

func.func @transpose_twice(%a: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  return %a : tensor<2x3x4xf32>
}

func.func @transpose_same_perm(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  return %a : tensor<2x2xf32>
}

func.func @reshape_back(%a: tensor<2x6xi32>) -> tensor<2x6xi32> {
  return %a : tensor<2x6xi32>
}

func.func @reshape_is_not_transpose(%a: tensor<2x3xi32>) -> tensor<3x2xi32> {
  %p = "tosa.const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tosa.transpose"(%a, %p) : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

func.func @reverse_twice(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  return %t : tensor<?x?xf32>
}

func.func @reverse_axis(%t: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "tosa.reverse"(%t) {axis = 1 : i32} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @tile_is_concat(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %0 = "tosa.concat"(%a, %a) {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

func.func @tile_wrong_axis(%a: tensor<2x2xf32>) -> tensor<2x4xf32> {
  %0 = "tosa.concat"(%a, %a) {axis = 0 : i32} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  %1 = "tosa.reshape"(%0) {new_shape = array<i64: 2, 4>} : (tensor<4x2xf32>) -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}

func.func @gather_first(%v: tensor<1x3x2xf32>) -> tensor<1x1x2xf32> {
  %0 = tensor.extract_slice %v[0, 2, 0] [1, 1, 2] [1, 1, 1] : tensor<1x3x2xf32> to tensor<1x1x2xf32>
  return %0 : tensor<1x1x2xf32>
}

func.func @gather_oob(%v: tensor<1x3x2xf32>, %i: tensor<1x1xi32>) -> tensor<1x1x2xf32> {
  %c0 = arith.constant 0 : index
  %k = tensor.extract %i[%c0, %c0] : tensor<1x1xi32>
  %kk = arith.index_cast %k : i32 to index
  %0 = tensor.extract_slice %v[0, %kk, 0] [1, 1, 2] [1, 1, 1] : tensor<1x3x2xf32> to tensor<1x1x2xf32>
  return %0 : tensor<1x1x2xf32>
}

func.func @gather_defined_src(%v: tensor<1x1x2xf32>, %i: tensor<1x1xi32>) -> tensor<1x1x2xf32> {
  %0 = "tosa.gather"(%v, %i) : (tensor<1x1x2xf32>, tensor<1x1xi32>) -> tensor<1x1x2xf32>
  return %0 : tensor<1x1x2xf32>
}

// CHECK: @transpose_twice: verified
// CHECK: @transpose_same_perm: FAILED (return value mismatch)
// CHECK: @reshape_back: verified
// CHECK: @reshape_is_not_transpose: FAILED (return value mismatch)
// CHECK: @reverse_twice: verified
// CHECK: @reverse_axis: FAILED (return value mismatch)
// CHECK: @tile_is_concat: verified
// CHECK: @tile_wrong_axis: FAILED (return value mismatch)
// CHECK: @gather_first: verified
// A gather index out of [0, K) is UB (REQUIRE), so an in-bounds slice refines it:
// CHECK: @gather_oob: verified
// Only index 0 is in bounds for K = 1: any other makes the target differ.
// CHECK: @gather_defined_src: FAILED (
// CHECK-NEXT: %arg0 =
// CHECK-NEXT: %arg1 = tensor 1x1 [{{[1-9-]}}
