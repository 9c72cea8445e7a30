// REQUIRES: mlir-opt-19, heavy
// Eval-mode BatchNorm as Torch-MLIR exports it: 1 / sqrt(var + eps) behind
// `cf.assert` ("tensor with zero element"), then x * that.  A failed
// assert is undefined behaviour, so the spec's assert is a precondition
// the proof may use (printed); the lowered copy of the assert must hold
// wherever the spec is defined (assert holds).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %s -o %t.ours.mlir | filecheck %s
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %s | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o %t.up.out.mlir | filecheck %s
//
// The lowered assert made stronger (`oeq` for `one`: it aborts where the
// spec is defined): FAILED (assert holds).
// RUN: %mutate '(%\w+ = "arith.cmpf"\(%\w+, %\w+\) <\{fastmath = #arith.fastmath<none>, predicate = )6 : i64' '\g<1>1 : i64' < %t.up.mlir > %t.strong.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.strong.mlir | filecheck %s --check-prefix=STRONG
//
// The lowered assert dropped: refines the spec (its undefined case may do
// anything), verified; with assume-asserts=false an assert is an abort the
// lowered code must keep: FAILED (assert kept).
// RUN: %mutate '^ *"cf.assert".*$' '' < %t.up.mlir > %t.dropped.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.dropped.mlir -o %t.dropped.out.mlir | filecheck %s --check-prefix=DROPPED
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{assume-asserts=false}' %t.dropped.mlir | filecheck %s --check-prefix=KEPT
// RUN: %expect-exit 0 -- tv-opt -p 'verify{assume-asserts=false}' %t.up.mlir -o %t.abort.out.mlir | filecheck %s --check-prefix=ABORT
//
// The epsilon changed in the lowered code (1e-5 -> 1e-3): the reciprocal
// differs (value = prophecy), and the lowered assert on the new sum can
// fail where the spec's holds, the failure the verdict names.
// RUN: tv-opt -p 'annotate,lower' --print-op-generic %s | %mutate --nth 2 '1.000000e-05 : f64' '1.000000e-03 : f64' > %t.eps.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.eps.mlir | filecheck %s --check-prefix=EPS
//
// tv-check: the model against itself after fusion; a target that asserts
// what the source does not (x >= 0) is refuted, one without the assert refines.
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse)' %s > %t.fused.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.fused.mlir | filecheck %s --check-prefix=TV
// RUN: %mutate '^(    %ne = arith\.)cmpf one, %v,' '\g<1>cmpf oge, %x0,' < %s > %t.tgt-strong.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.tgt-strong.mlir | filecheck %s --check-prefix=TVSTRONG
// RUN: %mutate '^ *cf.assert.*$' '' < %s > %t.tgt-dropped.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.tgt-dropped.mlir | filecheck %s --check-prefix=TV

// CHECK: assumes: the spec's 1 cf.assert(s) hold (a failed assert is undefined behaviour; verify{assume-asserts=false} makes them aborts the lowered code must keep): "unimplemented: tensor with zero element"
// CHECK: ok      assert holds: cf.assert at {{.*}}assert-batchnorm.mlir:70:5
// CHECK: @batchnorm: verified
// STRONG: FAILED  assert holds: cf.assert at {{.*}}assert-batchnorm.mlir:70:5: fails where the spec is defined: the lowered code aborts ("unimplemented: tensor with zero element")
// STRONG: @batchnorm: FAILED (assert holds)
// DROPPED-NOT: assert holds
// DROPPED: @batchnorm: verified
// KEPT: asserts: the spec's 1 cf.assert(s) are aborts the lowered code must keep
// KEPT: FAILED  assert kept: tv.prophesy at {{.*}}assert-batchnorm.mlir:72:5: computes @rstd where the lowered code has not asserted the spec's "unimplemented: tensor with zero element"
// KEPT: @batchnorm: FAILED (assert kept)
// ABORT: ok      assert kept
// ABORT: @batchnorm: verified
// EPS: FAILED  assert holds
// EPS: FAILED  value = prophecy: tv.prophesy at {{.*}}: the stored value is not the prophesied spec element
// EPS-NEXT: instance: {{.*}}expected rstd
// EPS: @batchnorm: FAILED (assert holds)
// TV: @batchnorm: verified
// TVSTRONG: @batchnorm: FAILED (target is undefined where the source is defined)

func.func @batchnorm(%x: tensor<2x3xf32>, %var: tensor<3xf32>) -> tensor<2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %eps = arith.constant 1.000000e-05 : f64
  %e = tensor.empty() : tensor<3xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%var : tensor<3xf32>) outs(%e : tensor<3xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %e32 = arith.truncf %eps : f64 to f32
    %s = arith.addf %x0, %e32 : f32
    %v = math.sqrt %s : f32
    %ne = arith.cmpf one, %v, %zero : f32
    cf.assert %ne, "unimplemented: tensor with zero element"
    %r = arith.divf %one, %v : f32
    linalg.yield %r : f32
  } -> tensor<3xf32>
  %e2 = tensor.empty() : tensor<2x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %rstd : tensor<2x3xf32>, tensor<3xf32>) outs(%e2 : tensor<2x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}
