// REQUIRES: mlir-opt-19
// A sum started at +0.0 is never -0.0 (round to nearest: a + b is -0.0 only
// if both are), so `matmul(init +0.0) + 0.0` is the matmul: IREE's global
// optimization moves a zero init out that way.  Started at -0.0 or at an
// argument, the same `+ 0.0` turns a -0.0 result into +0.0: FAILED.
// Each pair is checked as written (the matmul a `dot`) and generalized by
// mlir-opt-19 (a `sum` of products); the verified ones also under exact
// IEEE-754 (the FAILED ones are re-checked in IEEE by tv-check itself).
// RUN: %split-pair %s %t
// RUN: %mlir-opt --linalg-generalize-named-ops --mlir-print-op-generic %t.src.mlir > %t.src.g.mlir
// RUN: %mlir-opt --linalg-generalize-named-ops --mlir-print-op-generic %t.tgt.mlir > %t.tgt.g.mlir
// RUN: %expect-exit 1 -- tv-check --succinct %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %expect-exit 1 -- tv-check --succinct %t.src.g.mlir %t.tgt.g.mlir | filecheck %s
// RUN: tv-check --fp=ieee --function sum_plus_zero %t.src.g.mlir %t.tgt.g.mlir | filecheck %s --check-prefix=IEEE
// RUN: tv-check --fp=ieee --function matmul_plus_zero %t.src.g.mlir %t.tgt.g.mlir | filecheck %s --check-prefix=IEEE
// IEEE: _plus_zero: verified
//
// IREE's own output (input and global-optimization phases of the shipped
// MLP, `tv-iree-phases --keep`): the pair timed out before the rule.
// RUN: tv-check %S/../../Inputs/iree/mlp.input.mlir %S/../../Inputs/iree/mlp.global-optimization.mlir | filecheck %s --check-prefix=IREE
// IREE: @mlp: verified

// CHECK: @sum_plus_zero: verified
// CHECK-NEXT: @sum_minus_zero: FAILED (return value mismatch)
// CHECK-NEXT: @sum_argument_init: FAILED (return value mismatch)
// CHECK-NEXT: @matmul_plus_zero: verified
// CHECK-NEXT: @matmul_minus_zero: FAILED (return value mismatch)

#id = affine_map<(d0) -> (d0)>
#sc = affine_map<(d0) -> ()>

func.func @sum_plus_zero(%x: tensor<2xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%x : tensor<2xf32>) outs(%f : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

func.func @sum_minus_zero(%x: tensor<2xf32>) -> tensor<f32> {
  %z = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%x : tensor<2xf32>) outs(%f : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

func.func @sum_argument_init(%x: tensor<2xf32>, %c: tensor<f32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%x : tensor<2xf32>) outs(%c : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

func.func @matmul_plus_zero(%a: tensor<1x2xf32>, %b: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2xf32>) -> tensor<1x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<1x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2xf32>) -> tensor<1x2xf32>
  return %m : tensor<1x2xf32>
}

func.func @matmul_minus_zero(%a: tensor<1x2xf32>, %b: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %z = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<1x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2xf32>) -> tensor<1x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<1x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2xf32>) -> tensor<1x2xf32>
  return %m : tensor<1x2xf32>
}

// ----- target

#id = affine_map<(d0) -> (d0)>
#sc = affine_map<(d0) -> ()>

func.func @sum_plus_zero(%x: tensor<2xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%x : tensor<2xf32>) outs(%f : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %t = linalg.add ins(%s, %f : tensor<f32>, tensor<f32>) outs(%e : tensor<f32>) -> tensor<f32>
  return %t : tensor<f32>
}

func.func @sum_minus_zero(%x: tensor<2xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %fn = linalg.fill ins(%nz : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%x : tensor<2xf32>) outs(%fn : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %t = linalg.add ins(%s, %f : tensor<f32>, tensor<f32>) outs(%e : tensor<f32>) -> tensor<f32>
  return %t : tensor<f32>
}

func.func @sum_argument_init(%x: tensor<2xf32>, %c: tensor<f32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%x : tensor<2xf32>) outs(%c : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %t = linalg.add ins(%s, %f : tensor<f32>, tensor<f32>) outs(%e : tensor<f32>) -> tensor<f32>
  return %t : tensor<f32>
}


func.func @matmul_plus_zero(%a: tensor<1x2xf32>, %b: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2xf32>) -> tensor<1x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<1x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2xf32>) -> tensor<1x2xf32>
  %r = linalg.add ins(%m, %f : tensor<1x2xf32>, tensor<1x2xf32>) outs(%e : tensor<1x2xf32>) -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}

func.func @matmul_minus_zero(%a: tensor<1x2xf32>, %b: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<1x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2xf32>) -> tensor<1x2xf32>
  %fn = linalg.fill ins(%nz : f32) outs(%e : tensor<1x2xf32>) -> tensor<1x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<1x2xf32>, tensor<2x2xf32>) outs(%fn : tensor<1x2xf32>) -> tensor<1x2xf32>
  %r = linalg.add ins(%m, %f : tensor<1x2xf32>, tensor<1x2xf32>) outs(%e : tensor<1x2xf32>) -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
