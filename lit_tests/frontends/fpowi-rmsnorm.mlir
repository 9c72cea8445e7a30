// REQUIRES: mlir-opt-19
// RMSNorm's `x.pow(2)`: Torch-MLIR exports `math.fpowi` with the constant
// exponent 2, which is exactly `x * x` (one rounding either way); other
// constant exponents are a function of their own.
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %s -o %t.ours.mlir | filecheck %s
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %s | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o %t.up.out.mlir | filecheck %s
// A lowering that expands the power into a multiplication is proved:
// RUN: %mutate '"math.fpowi"\((%\w+), (%\w+)\) <\{fastmath = #arith.fastmath<none>\}> : \(f32, i64\) -> f32' '"arith.mulf"(\1, \1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32' < %t.up.mlir > %t.mul.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.mul.mlir -o %t.mul.out.mlir | filecheck %s
// The exponent changed (2 -> 3) in the lowered code:
// RUN: %mutate 'value = 2 : i64' 'value = 3 : i64' < %t.up.mlir > %t.cube.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.cube.mlir | filecheck %s --check-prefix=CUBE
// tv-check against fusion, and against the cube:
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse)' %s > %t.fused.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.fused.mlir | filecheck %s --check-prefix=TV
// RUN: %mutate '^(  %exponent = arith.constant )2' '\g<1>3' < %s > %t.cube-src.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.cube-src.mlir | filecheck %s --check-prefix=TVCUBE

// CHECK: @rms: verified
// CUBE: FAILED  value = prophecy
// CUBE: @rms: FAILED (value = prophecy)
// TV: @rms: verified
// TVCUBE: @rms: FAILED

func.func @rms(%x: tensor<2x4xf32>) -> tensor<2x1xf32> {
  %exponent = arith.constant 2 : i64
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = math.fpowi %a, %exponent : f32, i64
    linalg.yield %p : f32
  } -> tensor<2x4xf32>
  %e1 = tensor.empty() : tensor<2x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x1xf32>) -> tensor<2x1xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<2x4xf32>) outs(%f : tensor<2x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x1xf32>
  %e2 = tensor.empty() : tensor<2x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<2x1xf32>) outs(%e2 : tensor<2x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.rsqrt %a : f32
    linalg.yield %r : f32
  } -> tensor<2x1xf32>
  return %y : tensor<2x1xf32>
}
