// MLIR 19's TOSA ops beyond the first set, read natively (as MLIR's own
// Dialect/Tosa tests write them); a pad whose padding is an argument is
// unsupported; unranked results (`tosa-infer-shapes` input) of elementwise
// ops take their extents from the operands.
// RUN: %split-pair %s %t
// RUN: tv-opt --reader native %t.src.mlir > %t.read.mlir
// RUN: mlir-opt-19 %t.read.mlir > %t.back.mlir
// RUN: filecheck %s --check-prefix=READ < %t.read.mlir
// READ: tosa.cast %a : (tensor<4xf32>) -> tensor<4xi32>
// READ: tosa.arithmetic_right_shift %i, %i {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// READ: tosa.slice %a {size = array<i64: 2>, start = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
// READ: tosa.pad %a, %q : (tensor<4xf32>, tensor<1x2xi32>) -> tensor<7xf32>
// RUN: %expect-exit 2 -- tv-check --reader native %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK-DAG: @unranked: verified
// CHECK-DAG: @others: unsupported (tosa.pad at {{.*}}src.mlir:[[# @LINE + 20]]:8: a padding that is not a constant)
// CHECK-DAG: @add: verified

// Their operand counts and required attributes stay MLIR's rules.
// RUN: %mutate --nth -1 "tosa.pad %a, %q :" "tosa.pad %a :" < %t.src.mlir | %mutate --nth -1 "\(tensor<4xf32>, tensor<1x2xi32>\) -> tensor<7xf32>" "(tensor<4xf32>) -> tensor<7xf32>" > %t.pad.mlir
// RUN: %bad-input tv-opt %t.pad.mlir | filecheck %s --check-prefix=PAD
// PAD: pad.mlir:[[# @LINE + 14]]:8: error: 'tosa.pad' op expected 2 or 3 operands, got 1
// RUN: %mutate --nth -1 "size = array<i64: 2>, " "" < %t.src.mlir > %t.slice.mlir
// RUN: %bad-input tv-opt %t.slice.mlir | filecheck %s --check-prefix=SLICE
// SLICE: slice.mlir:[[# @LINE + 10]]:8: error: 'tosa.slice' op expected a DenseArrayBase attribute 'size'

func.func @unranked(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<*xf32> {
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
func.func @others(%a: tensor<4xf32>, %i: tensor<4xi32>, %q: tensor<1x2xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<2xf32>, tensor<7xf32>) {
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi32>
  %1 = tosa.arithmetic_right_shift %i, %i {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = tosa.equal %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = tosa.slice %a {size = array<i64: 2>, start = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
  %4 = tosa.pad %a, %q : (tensor<4xf32>, tensor<1x2xi32>) -> tensor<7xf32>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<2xf32>, tensor<7xf32>
}
func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// ----- target

module {
  func.func @unranked(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<*xf32> {
    %0 = tosa.add %arg0, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<*xf32>
    return %0 : tensor<*xf32>
  }
  func.func @others(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<1x2xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<2xf32>, tensor<7xf32>) {
    %0 = tosa.cast %arg0 : (tensor<4xf32>) -> tensor<4xi32>
    %1 = tosa.arithmetic_right_shift %arg1, %arg1 {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %2 = tosa.equal %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %3 = tosa.slice %arg0 {size = array<i64: 2>, start = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
    %4 = tosa.pad %arg0, %arg2 : (tensor<4xf32>, tensor<1x2xi32>) -> tensor<7xf32>
    return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<2xf32>, tensor<7xf32>
  }
  func.func @add(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tosa.add %arg0, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

