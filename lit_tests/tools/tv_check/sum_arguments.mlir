// A float sum of a known list of summands is a UF of the summands as
// arguments (one UF per length), so equal summands give equal sums by
// congruence, also when they are equal only after index arithmetic.  The
// order still counts: a reversed sum is FAILED (float addition is not
// associative), and verified only under --associative (the hash facts).
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --succinct %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: tv-check --associative --function reversed %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=ASSOC
//
// IREE's own output: the shipped conv net across global optimization (the
// convolution loses its unit dimensions, so its reads index differently);
// a timeout before the rule.
// RUN: tv-check %S/../../Inputs/iree/convnet.input.mlir %S/../../Inputs/iree/convnet.global-optimization.mlir | filecheck %s --check-prefix=IREE
// IREE: @convnet: verified

// CHECK: @reversed: FAILED (return value mismatch)
// CHECK-NEXT: @reshaped: verified
// ASSOC: @reversed: verified

#id = affine_map<(d0) -> (d0)>
#sc = affine_map<(d0) -> ()>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#sc2 = affine_map<(d0, d1) -> ()>

func.func @reversed(%x: tensor<3xf32>, %c: tensor<f32>) -> tensor<f32> {
  %s = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%x : tensor<3xf32>) outs(%c : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

func.func @reshaped(%x: tensor<4xf32>, %c: tensor<f32>) -> tensor<f32> {
  %s = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%x : tensor<4xf32>) outs(%c : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

// ----- target

#id = affine_map<(d0) -> (d0)>
#rev = affine_map<(d0) -> (-d0 + 2)>
#sc = affine_map<(d0) -> ()>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#sc2 = affine_map<(d0, d1) -> ()>

func.func @reversed(%x: tensor<3xf32>, %c: tensor<f32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<3xf32>
  %y = linalg.generic {indexing_maps = [#rev, #id], iterator_types = ["parallel"]} ins(%x : tensor<3xf32>) outs(%e : tensor<3xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<3xf32>
  %s = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]} ins(%y : tensor<3xf32>) outs(%c : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

func.func @reshaped(%x: tensor<4xf32>, %c: tensor<f32>) -> tensor<f32> {
  %e = tensor.expand_shape %x [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %s = linalg.generic {indexing_maps = [#id2, #sc2], iterator_types = ["reduction", "reduction"]} ins(%e : tensor<2x2xf32>) outs(%c : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}
