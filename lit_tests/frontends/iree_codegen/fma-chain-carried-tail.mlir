// REQUIRES: heavy
// IREE's CUDA codegen for Linear(5, 6) of a held-out model (Linear + SELU +
// Linear + LeakyReLU; iree-compile 3.13, sm_80; stored launch form): each
// thread computes two rows of one output column, a k loop over tiles of
// 4 (tail-masked: k = 4 alone in the second trip) carrying two scalar
// accumulators, each tile a chain of 4 `math.fma` on `vector<2xf32>`
// continued from the carried sums.  The chain is read as the spec's sum
// continued from that start (a fold from the loop's partial sum, claimed
// as the stage `k0 + rows - 1`, its masked lanes at the last stage), under
// the printed contraction and reassociation.  Verified; the tail dropped
// (the loop cut at 4, or the mask bound 4 instead of 5) and a wrong fma
// operand FAILED, located and confirmed by execution.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/selu_linear_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/selu_linear_tail.codegen.mlir -o %t.out.mlir | filecheck %s
//
// RUN: %mutate 'scf.for %arg1 = %22 to %21 step %20 iter_args' 'scf.for %arg1 = %22 to %20 step %20 iter_args' < %S/../../Inputs/iree_codegen/selu_linear_tail.codegen.mlir > %t.loop.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/selu_linear_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.loop.mlir -o %t.out.mlir | filecheck %s --check-prefix=TAIL
//
// RUN: %mutate '%48 = arith.subi %21, %arg1' '%48 = arith.subi %20, %arg1' < %S/../../Inputs/iree_codegen/selu_linear_tail.codegen.mlir > %t.mask.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/selu_linear_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.mask.mlir -o %t.out.mlir | filecheck %s --check-prefix=TAIL
//
// RUN: %mutate 'math.fma %66, %75, %81' 'math.fma %66, %73, %81' < %S/../../Inputs/iree_codegen/selu_linear_tail.codegen.mlir > %t.operand.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/selu_linear_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.operand.mlir -o %t.out.mlir | filecheck %s --check-prefix=OPERAND

// CHECK: note: assumes: the reduction in the chain of 4 math.fma ending at math.fma at selu_leaky_mlp_dispatch_0_matmul_like_2x6x5_f32.mlir:85:21 is reassociated (verify{assume-reassoc}): read as the spec's sum continued from the chain's start, the loop's carried partial sum
// CHECK: note: inferred: vector.multi_reduction at selu_leaky_mlp_dispatch_0_matmul_like_2x6x5_f32.mlir:85:21: @generic1 [lane0, %index_castui] stage [%index_castui + %index_castui - 1]
// CHECK: @selu_leaky_mlp_dispatch_0_matmul_like_2x6x5_f32: verified

// TAIL: FAILED  execution matches spec: vector.store at selu_leaky_mlp_dispatch_0_matmul_like_2x6x5_f32.mlir:119:13: {{.*}} confirmed by execution
// TAIL: @selu_leaky_mlp_dispatch_0_matmul_like_2x6x5_f32: FAILED

// OPERAND: FAILED  execution matches spec: vector.multi_reduction at selu_leaky_mlp_dispatch_0_matmul_like_2x6x5_f32.mlir:85:21: {{.*}} confirmed by execution
// OPERAND: @selu_leaky_mlp_dispatch_0_matmul_like_2x6x5_f32: FAILED
