// REQUIRES: mlir-opt-19
// Multi-result reduction (torch's max: values and argmax index), both
// results live.  tv-check folds the two outputs jointly, so the argmax,
// which compares against the running maximum, means what the loop
// computes: the same op after canonicalize verifies; breaking ties the
// other way (ogt -> oge: the last maximum's index instead of the first)
// is a real difference and fails.
// RUN: %mlir-opt --canonicalize %s > %t.canon.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.canon.mlir | filecheck %s --check-prefix=OK
// RUN: sed 's/arith.cmpf ogt/arith.cmpf oge/' %s > %t.ties.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.ties.mlir | filecheck %s --check-prefix=BAD
// --annotate drops a dead argmax result (softmax-model.mlir); here both
// are returned, and the spec reads the generic's two results as siblings
// (issue 24; lit_tests/frontends/multi-result-reduction.mlir).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %s -o %t.ann.mlir | filecheck %s --check-prefix=ANN

// OK: @row_argmax: verified
// BAD: @row_argmax: FAILED (return value mismatch (2/2))
// ANN: @row_argmax: verified

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @row_argmax(%x: tensor<2x4xf32>) -> (tensor<2xf32>, tensor<2xi64>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %e = tensor.empty() : tensor<2xf32>
  %ei = tensor.empty() : tensor<2xi64>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %i0 = linalg.fill ins(%zero : i64) outs(%ei : tensor<2xi64>) -> tensor<2xi64>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2x4xf32>) outs(%m0, %i0 : tensor<2xf32>, tensor<2xi64>) {
  ^bb0(%in: f32, %m: f32, %i: i64):
    %k = linalg.index 1 : index
    %ki = arith.index_cast %k : index to i64
    %mx = arith.maximumf %in, %m : f32
    %gt = arith.cmpf ogt, %in, %m : f32
    %ni = arith.select %gt, %ki, %i : i64
    linalg.yield %mx, %ni : f32, i64
  } -> (tensor<2xf32>, tensor<2xi64>)
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xi64>
}
