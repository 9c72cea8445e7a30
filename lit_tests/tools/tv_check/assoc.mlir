// --associative (opt-in, unsafe): float sums may be reordered and
// flattened (mlir-tv 5.3's hash encoding); a different multiset is still
// caught.  Without the flag the reordering is rejected.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --associative %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=STRICT

func.func @reassociate(%a: f32, %b: f32, %c: f32) -> f32 {
  %x = arith.addf %a, %b : f32
  %y = arith.addf %x, %c : f32
  return %y : f32
}

func.func @sum_reversed(%t: tensor<6xf32>) -> tensor<f32> {
  %z = arith.constant -0.0 : f32
  %i = tensor.empty() : tensor<f32>
  %o = linalg.fill ins(%z : f32) outs(%i : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                       iterator_types = ["reduction"]}
      ins(%t : tensor<6xf32>) outs(%o : tensor<f32>) {
  ^bb0(%e: f32, %acc: f32):
    %n = arith.addf %e, %acc : f32
    linalg.yield %n : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

func.func @sum_dropped(%a: f32, %b: f32, %c: f32) -> f32 {
  %x = arith.addf %a, %b : f32
  %y = arith.addf %x, %c : f32
  return %y : f32
}

// ----- target

func.func @reassociate(%a: f32, %b: f32, %c: f32) -> f32 {
  %x = arith.addf %b, %c : f32
  %y = arith.addf %a, %x : f32
  return %y : f32
}

func.func @sum_reversed(%t: tensor<6xf32>) -> tensor<f32> {
  %z = arith.constant -0.0 : f32
  %i = tensor.empty() : tensor<f32>
  %o = linalg.fill ins(%z : f32) outs(%i : tensor<f32>) -> tensor<f32>
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (5 - d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%v: f32, %unused: f32):
    linalg.yield %v : f32
  } -> tensor<6xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                       iterator_types = ["reduction"]}
      ins(%r : tensor<6xf32>) outs(%o : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %n = arith.addf %x, %acc : f32
    linalg.yield %n : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

func.func @sum_dropped(%a: f32, %b: f32, %c: f32) -> f32 {
  %x = arith.addf %a, %c : f32
  %y = arith.addf %x, %c : f32
  return %y : f32
}

// CHECK: @reassociate: verified
// CHECK-NEXT: @sum_reversed: verified
// CHECK-NEXT: @sum_dropped: FAILED (return value mismatch)

// STRICT: @reassociate: FAILED (return value mismatch)
// STRICT: @sum_reversed: FAILED (return value mismatch)
// STRICT: @sum_dropped: FAILED (return value mismatch)
