// IREE's CUDA codegen for mlp's first linear layer (2x8x4, bias, relu;
// iree-compile 3.13, sm_80, stored as tv-iree-kernels --codegen's launch
// form): IREE folded the bias into the contraction's accumulator, so each
// thread computes fma(a0, w0, fma(a1, w1, fma(a2, w2, fma(a3, w3, bias))))
// on two rows at once: the sum starts from the bias, in reverse k order,
// each step rounded once.  Under assume-reassoc the chain is read as the
// spec's sum (products from +0.0, root first, then the bias), with the
// contraction and the reordering printed per chain (verify/fma_chains.py).
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mlp_bias_fma.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/mlp_bias_fma.codegen.mlir -o %t.out.mlir | filecheck %s
//
// Without the assumption the chain is unsupported, with the reason: it
// rounds differently from the spec by construction (never FAILED for the
// reordering alone, never verified).
// RUN: %expect-exit 2 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mlp_bias_fma.source.mlir" workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/mlp_bias_fma.codegen.mlir -o %t.out.mlir | filecheck %s --check-prefix=EXACT

// CHECK: note: assumes: the chain of 4 math.fma ending at math.fma at mlp_dispatch_0_matmul_like_2x8x4_f32.mlir:68:19 contracts the spec's mulf and addf: each fma rounds once where the spec rounds the product and the sum (verify{assume-reassoc})
// CHECK: note: assumes: the reduction in the chain of 4 math.fma ending at math.fma at mlp_dispatch_0_matmul_like_2x8x4_f32.mlir:68:19 is reassociated (verify{assume-reassoc}): read as the spec's sum from +0.0 with the addend (a folded bias) moved from first to last, the products' order reversed (summed from the chain's root inward), each fma split into mulf and addf
// CHECK: note: inferred: vector.multi_reduction at mlp_dispatch_0_matmul_like_2x8x4_f32.mlir:68:19: @generic1 [lane0, {{.*}}] stage [3]
// CHECK: note: inferred: vector.store at mlp_dispatch_0_matmul_like_2x8x4_f32.mlir:77:13: @generic2 [idx0, idx1]
// CHECK: ok      value = prophecy: tv.prophesy at mlp_dispatch_0_matmul_like_2x8x4_f32.mlir:77:13
// CHECK: @mlp_dispatch_0_matmul_like_2x8x4_f32: verified

// EXACT: unsupported: math.fma at mlp_dispatch_0_matmul_like_2x8x4_f32.mlir:68:19: a chain of math.fma accumulating from its addend (4 links): contracted and reordered against the spec's sum
// EXACT-NOT: FAILED
// EXACT: @mlp_dispatch_0_matmul_like_2x8x4_f32: unsupported (math.fma at mlp_dispatch_0_matmul_like_2x8x4_f32.mlir:68:19)
