// Abstraction rounds (mlir-tv 6.3): dot starts as an uninterpreted function,
// then becomes the sum of the products; constant sums are finally unrolled.
// RUN: %split-pair %s %t
// RUN: tv-check --accept-bounded --verbose %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @dot_as_generic(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

func.func @dot_commutes(%a: tensor<7xf32>, %b: tensor<7xf32>, %c: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%a, %b : tensor<7xf32>, tensor<7xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

func.func @fold_small_sum(%x: f32, %y: f32) -> f32 {
  %z = arith.constant -0.0 : f32
  %t = tensor.from_elements %x, %y : tensor<2xf32>
  %i = tensor.empty() : tensor<f32>
  %o = linalg.fill ins(%z : f32) outs(%i : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                       iterator_types = ["reduction"]}
      ins(%t : tensor<2xf32>) outs(%o : tensor<f32>) {
  ^bb0(%e: f32, %acc: f32):
    %n = arith.addf %e, %acc : f32
    linalg.yield %n : f32
  } -> tensor<f32>
  %r = tensor.extract %s[] : tensor<f32>
  return %r : f32
}

// ----- target

func.func @dot_as_generic(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                       iterator_types = ["reduction"]}
      ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%c : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

func.func @dot_commutes(%a: tensor<7xf32>, %b: tensor<7xf32>, %c: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%b, %a : tensor<7xf32>, tensor<7xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

func.func @fold_small_sum(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y : f32
  return %r : f32
}

// CHECK: @dot_as_generic: verified
// CHECK-NEXT:   round 1 (dot: uf, fp_sum: uf, constants: limited, fp width {{[0-9]+}}): sat
// CHECK-NEXT:   round 2 (dot: sum_mul, fp_sum: uf, constants: limited, fp width {{[0-9]+}}): unsat
// CHECK-NEXT: @dot_commutes: verified
// CHECK-NEXT:   round 1 (dot: uf, fp_sum: uf, constants: limited, fp width {{[0-9]+}}): unsat
// CHECK-NEXT: @fold_small_sum: verified
// CHECK-NEXT:   round 1 (dot: uf, fp_sum: uf, constants: limited, fp width {{[0-9]+}}): sat
// CHECK-NEXT:   round 2 (dot: uf, fp_sum: unroll, constants: limited, fp width {{[0-9]+}}): unsat
