// REQUIRES: mlir-opt-19
// After linalg-fuse-elementwise-ops and canonicalize, a fill becomes a
// generic that yields a constant defined outside its body.  The spec reads
// that value as a spec scalar (it was an internal error, a KeyError).
// The exported MLP, fused by mlir-opt-19, verifies through tvmlir's
// lowering; the mutant stores 1.0 where the fill yields 0.0.
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(linalg-fuse-elementwise-ops),canonicalize,cse)' %S/../Inputs/torch/mlp.mlir > %t.fused.mlir
// RUN: filecheck %s --check-prefix=FUSED < %t.fused.mlir
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %t.fused.mlir -o %t.ours.mlir | filecheck %s
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %t.fused.mlir | %mutate '"arith.constant"\(\) <\{value = 0.000000e\+00 : f32\}>' '"arith.constant"() <{value = 1.000000e+00 : f32}>' > %t.mut.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.mut.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mut.mlir | filecheck %s --check-prefix=BAD

// FUSED: ^bb0(%out: f32):
// FUSED-NEXT: linalg.yield %cst_0 : f32
// CHECK: @mlp: verified
// MUT: "arith.constant"() <{value = 1.000000e+00 : f32}>
// BAD: FAILED  value = prophecy
// BAD: @mlp: FAILED (value = prophecy)
