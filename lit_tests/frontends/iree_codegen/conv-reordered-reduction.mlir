// IREE's llvm-cpu codegen for resnet_block's 2x4x4 conv over 2 channels and
// a 3x3 window (iree-compile 3.13, stored launch form after
// contracts_as_folds): the vector<4xf32> accumulator of four output columns
// runs over kh (outer scf.for) and kw (inner scf.for), the two channels
// contracted inside (a vector.multi_reduction over c), while the spec folds
// (c, kh, kw) in that order.  The register holds the reduction over
// {(c, kh', kw') : (kh', kw') <= (kh, kw)}, no stage of the spec: it is a
// stage of the same reduction folded in the order (kh, kw, c),
// @generic0.order.1.2.0, which the inference finds by running the spec in
// that order; --verify reads @generic0 in that order everywhere, under the
// printed reassociation assumption.  The outer loop's yield (the inner
// loop's result) is a site of its own.  Verified.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/conv_cpu_reordered.codegen.mlir -o %t.out.mlir | filecheck %s
// Mutants: conv-reordered-claims*.mlir (the claimed code, the rules'
// obligations) and conv-reordered-mutants.mlir (heavy: this code, confirmed
// by execution).

// CHECK: note: assumes: @generic0's arith.addf may be reassociated and reordered: its reduction is folded in the order (d4, d5, d3) instead of (d3, d4, d5), and read so everywhere (@generic0.order.1.2.0; verify{assume-reassoc}
// CHECK: note: inferred: vector.multi_reduction at resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32.mlir:59:23: @generic0.order.1.2.0 [%arg0, %arg1, lane0] stage [%arg2, %arg4, 1]
// CHECK: note: inferred: scf.yield at resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32.mlir:62:15: @generic0.order.1.2.0 [%arg0, %arg1, lane0] stage [%arg2, 2, 1]
// CHECK: @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32: verified
