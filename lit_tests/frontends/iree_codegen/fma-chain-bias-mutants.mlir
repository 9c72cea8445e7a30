// REQUIRES: heavy
// IREE's CUDA codegen for mlp's first linear layer (fma-chain-bias.mlir,
// which verifies it) broken the way a compiler bug would break it; each is
// FAILED under assume-reassoc, located, and confirmed by execution.
//
// A dropped bias: the chain's last link is a plain product.
// RUN: %mutate '%59 = math.fma %48, %56, %58 :' '%59 = arith.mulf %48, %56 :' < %S/../../Inputs/iree_codegen/mlp_bias_fma.codegen.mlir > %t.nobias.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mlp_bias_fma.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.nobias.mlir -o %t.out.mlir | filecheck %s --check-prefix=NOBIAS
//
// The bias added twice.
// RUN: %mutate '%57 = vector.extract %36\[0\] : f32 from vector<1xf32>' '%b1 = vector.extract %36[0] : f32 from vector<1xf32>\n        %57 = arith.addf %b1, %b1 : f32' < %S/../../Inputs/iree_codegen/mlp_bias_fma.codegen.mlir > %t.twice.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mlp_bias_fma.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.twice.mlir -o %t.out.mlir | filecheck %s --check-prefix=TWICE
//
// k = 2 skipped: its link's addend is the bias, not the k = 3 link.
// RUN: %mutate 'math.fma %45, %54, %59 ' 'math.fma %45, %54, %58 ' < %S/../../Inputs/iree_codegen/mlp_bias_fma.codegen.mlir > %t.skip.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mlp_bias_fma.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.skip.mlir -o %t.out.mlir | filecheck %s --check-prefix=SKIP
//
// k = 2 repeated in place of k = 1.
// RUN: %mutate 'math.fma %42, %52, %60 ' 'math.fma %45, %54, %60 ' < %S/../../Inputs/iree_codegen/mlp_bias_fma.codegen.mlir > %t.repeat.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mlp_bias_fma.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.repeat.mlir -o %t.out.mlir | filecheck %s --check-prefix=REPEAT
//
// A wrong operand: k = 0's input element times k = 1's weight.
// RUN: %mutate 'math.fma %39, %50, %61 ' 'math.fma %39, %52, %61 ' < %S/../../Inputs/iree_codegen/mlp_bias_fma.codegen.mlir > %t.operand.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mlp_bias_fma.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.operand.mlir -o %t.out.mlir | filecheck %s --check-prefix=OPERAND

// NOBIAS: FAILED  execution matches spec: vector.store at mlp_dispatch_0_matmul_like_2x8x4_f32.mlir:77:13: {{.*}}confirmed by execution: result 0
// NOBIAS: @mlp_dispatch_0_matmul_like_2x8x4_f32: FAILED (execution matches spec)

// TWICE: FAILED  execution matches spec: vector.store at mlp_dispatch_0_matmul_like_2x8x4_f32.mlir:77:13: the value {{.*}} is no element of any spec tensor; confirmed by execution: result 0
// TWICE: @mlp_dispatch_0_matmul_like_2x8x4_f32: FAILED (execution matches spec)

// SKIP: FAILED  execution matches spec: vector.multi_reduction at mlp_dispatch_0_matmul_like_2x8x4_f32.mlir:{{6[5-8]}}:19: the value {{.*}} is no element of any spec tensor; confirmed by execution: result 0
// SKIP: @mlp_dispatch_0_matmul_like_2x8x4_f32: FAILED (execution matches spec)

// REPEAT: FAILED  execution matches spec: vector.multi_reduction at mlp_dispatch_0_matmul_like_2x8x4_f32.mlir:68:19: the value {{.*}} is no element of any spec tensor; confirmed by execution: result 0
// REPEAT: @mlp_dispatch_0_matmul_like_2x8x4_f32: FAILED (execution matches spec)

// OPERAND: FAILED  execution matches spec: vector.multi_reduction at mlp_dispatch_0_matmul_like_2x8x4_f32.mlir:68:19: the value {{.*}} is no element of any spec tensor; confirmed by execution: result 0
// OPERAND: @mlp_dispatch_0_matmul_like_2x8x4_f32: FAILED (execution matches spec)
