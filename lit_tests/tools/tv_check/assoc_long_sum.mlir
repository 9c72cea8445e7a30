// --associative on a sum longer than 64 elements (mlir-tv's litmus
// sum-assoc / sum-assoc-bad, at 30x30): the source sums the transposed
// matrix, the target the matrix itself.  Such a sum of closed terms is a
// fresh constant tied to its multiset by the hash facts (reductions.
// closed_sum); as a UF of two 900-element lambda arrays z3 timed out on the
// wrong variant.  The right pair must verify; replacing one element
// (the target writes 0.0 instead of [0, 2]'s own value back) must fail, and
// so must a sum that starts from 1.0 instead of -0.0.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --associative %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OK
// RUN: %mutate 'insert %x into' 'insert %c0 into' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --associative %t.src.mlir %t.bad.mlir | filecheck %s --check-prefix=BAD
// RUN: %mutate 'constant -0.0' 'constant 1.0' < %t.tgt.mlir > %t.init.mlir
// RUN: %expect-exit 1 -- tv-check --associative %t.src.mlir %t.init.mlir | filecheck %s --check-prefix=BAD

func.func @sum(%m: tensor<30x30xf32>) -> tensor<f32> {
  %z = arith.constant -0.0 : f32
  %i = tensor.empty() : tensor<f32>
  %o = linalg.fill ins(%z : f32) outs(%i : tensor<f32>) -> tensor<f32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<30x30xf32>) outs(%m : tensor<30x30xf32>) {
  ^bb0(%v: f32, %unused: f32):
    linalg.yield %v : f32
  } -> tensor<30x30xf32>
  %col = tensor.collapse_shape %t [[0, 1]] : tensor<30x30xf32> into tensor<900xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                       iterator_types = ["reduction"]}
      ins(%col : tensor<900xf32>) outs(%o : tensor<f32>) {
  ^bb0(%e: f32, %acc: f32):
    %n = arith.addf %e, %acc : f32
    linalg.yield %n : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

// ----- target

func.func @sum(%m: tensor<30x30xf32>) -> tensor<f32> {
  %c0 = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : index
  %i2 = arith.constant 2 : index
  %x = tensor.extract %m[%i0, %i2] : tensor<30x30xf32>
  %m0 = tensor.insert %x into %m[%i0, %i2] : tensor<30x30xf32>
  %z = arith.constant -0.0 : f32
  %i = tensor.empty() : tensor<f32>
  %o = linalg.fill ins(%z : f32) outs(%i : tensor<f32>) -> tensor<f32>
  %col = tensor.collapse_shape %m0 [[0, 1]] : tensor<30x30xf32> into tensor<900xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                       iterator_types = ["reduction"]}
      ins(%col : tensor<900xf32>) outs(%o : tensor<f32>) {
  ^bb0(%e: f32, %acc: f32):
    %n = arith.addf %e, %acc : f32
    linalg.yield %n : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}

// OK: @sum: verified
// BAD: @sum: FAILED (return value mismatch)
