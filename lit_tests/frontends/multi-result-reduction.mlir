// REQUIRES: mlir-opt-19, heavy
// linalg.generics with several results in the spec: max with its index
// (both returned), and a Welford step (count, mean, M2).  Each result's
// stage reads every result's accumulator (verify/spec_z3.py).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %s -o %t.ours.mlir | filecheck %s
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %s | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o %t.up.out.mlir | filecheck %s
// The argmax keeps the last maximum instead of the first (oge for ogt):
// RUN: %mutate '("arith.cmpf"\(%\w+, %\w+\) <\{fastmath = #arith.fastmath<none>, predicate = )2 : i64' '\g<1>3 : i64' < %t.up.mlir > %t.last.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.last.mlir | filecheck %s --check-prefix=LAST
// Welford's difference reversed (mean - x for x - mean):
// RUN: %mutate '"arith.subf"\((%\w+), (%\w+)\)' '"arith.subf"(\2, \1)' < %t.up.mlir > %t.reversed.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.reversed.mlir | filecheck %s --check-prefix=WELFORD
// tv-check against fusion:
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse)' %s > %t.fused.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.fused.mlir | filecheck %s --check-prefix=TV

// CHECK: @argmax: verified
// CHECK: @welford: verified
// LAST: @argmax: FAILED (value = prophecy)
// LAST: @welford: verified
// WELFORD: @argmax: verified
// WELFORD: FAILED  value = prophecy
// WELFORD: @welford: FAILED (value = prophecy)
// TV: @argmax: verified
// TV: @welford: verified

func.func @argmax(%x: tensor<2x5xf32>) -> (tensor<2xf32>, tensor<2xi64>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<2xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %ei = tensor.empty() : tensor<2xi64>
  %i0 = linalg.fill ins(%c0 : i64) outs(%ei : tensor<2xi64>) -> tensor<2xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]} ins(%x : tensor<2x5xf32>) outs(%m0, %i0 : tensor<2xf32>, tensor<2xi64>) {
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

func.func @welford(%x: tensor<2x4xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]} ins(%x : tensor<2x4xf32>) outs(%z, %z, %z : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  ^bb0(%in: f32, %n: f32, %mean: f32, %m2: f32):
    %n1 = arith.addf %n, %one : f32
    %d = arith.subf %in, %mean : f32
    %q = arith.divf %d, %n1 : f32
    %mean1 = arith.addf %mean, %q : f32
    %d2 = arith.subf %in, %mean1 : f32
    %p = arith.mulf %d, %d2 : f32
    %m21 = arith.addf %m2, %p : f32
    linalg.yield %n1, %mean1, %m21 : f32, f32, f32
  } -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
  return %r#1, %r#2 : tensor<2xf32>, tensor<2xf32>
}
