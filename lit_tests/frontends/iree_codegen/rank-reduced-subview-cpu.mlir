// IREE's llvm-cpu codegen of a held-out model's patch embedding (vit_patch_embed,
// dispatch 0: a strided 2x2 conv plus a bias; iree-compile 3.13, stored
// launch form).  It writes its output through a rank-reducing subview
// `[1, 2, 1] : memref<1x2x1xf32, strided<[8, 4, 1]>> to memref<1x2xf32,
// strided<[8, 4]>>`: MLIR drops the LAST unit dimension (strides decide,
// `computeMemRefRankReductionMask`).  Both the oracle and --verify used to
// drop the first unit dimension, reading the view with its dimensions
// shifted: this right code was FAILED twice over ("subview outside its
// source" on the runs, "view in bounds" in the proof).  Wrong variants
// stay FAILED.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/vit_patch_embed_cpu_conv.source.mlir" assume-reassoc=true}' %S/../../Inputs/iree_codegen/vit_patch_embed_cpu_conv.codegen.mlir -o %t.out.mlir | filecheck %s
// CHECK: ok      view in bounds: vector.transfer_write at {{.*}}vit_patch_embed_cpu_conv.codegen.mlir:57:7
// CHECK: @vit_patch_embed_dispatch_0_conv_4x2x2x2x2_f32: verified
//
// The bias added with the wrong sign.
// RUN: %mutate '%38 = arith.addf %34, %37' '%38 = arith.subf %34, %37' < %S/../../Inputs/iree_codegen/vit_patch_embed_cpu_conv.codegen.mlir > %t.sub.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/vit_patch_embed_cpu_conv.source.mlir" assume-reassoc=true}' %t.sub.mlir -o %t.out.mlir | filecheck %s --check-prefix=SUB
// SUB: @vit_patch_embed_dispatch_0_conv_4x2x2x2x2_f32: FAILED (execution matches spec)
//
// The bias read at the transposed position (past its rows).
// RUN: %mutate '%11\[%arg1, %2, %arg0\]' '%11[%2, %arg1, %arg0]' < %S/../../Inputs/iree_codegen/vit_patch_embed_cpu_conv.codegen.mlir > %t.swap.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/vit_patch_embed_cpu_conv.source.mlir" assume-reassoc=true}' %t.swap.mlir -o %t.out.mlir | filecheck %s --check-prefix=SWAP
// SWAP: @vit_patch_embed_dispatch_0_conv_4x2x2x2x2_f32: FAILED (read in bounds)
