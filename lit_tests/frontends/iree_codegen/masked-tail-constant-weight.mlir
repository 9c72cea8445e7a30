// REQUIRES: heavy
// IREE's CUDA codegen for swiglu_mlp's 3x4x6 matmul (dispatch 2;
// iree-compile 3.13, sm_80; stored launch form): the weight is a constant
// of the spec (`arith.constant dense<..> : tensor<4x6xf32>`, a
// `memref.global` in the code), not an input.  Each thread folds k in
// tiles of 4 with `vector.reduction <add>`; the second tile is masked to
// k = 4, 5 (`create_mask min(6 - k, 4)`, the masked lanes selected to
// +0.0 on both factors).  The fold's claim is `stage [7 - min(6 - k, 4)]`;
// each lane's stage is its input cell's reduced index, which the load of
// the *input* alone fixes (the constant fixes the output column, which a
// stage does not need), clamped to the last stage past the row: the
// masked lanes step by `+0.0`, the identity on a sum started at +0.0 (the
// spec's sign fact).  Before, that reading needed the whole element, and
// the lanes fell back to consecutive stages ending at the claim, which
// puts a tail's masked lanes first: `inferred claim not proved`.
// Verified.  Mutants (and the code without its final `+ 0.0`, an
// equivalent program) in masked-tail-constant-weight-mutants.mlir.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/swiglu_masked_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/swiglu_masked_tail.codegen.mlir -o %t.out.mlir | filecheck %s


// CHECK: note: inferred: vector.reduction at swiglu_mlp_dispatch_2_matmul_like_3x4x6_f32.mlir:62:21: @generic1 [%index_castui, %index_castui] stage [-1*%index_castui + 7]
// CHECK: note: inferred: vector.store at swiglu_mlp_dispatch_2_matmul_like_3x4x6_f32.mlir:67:13: @generic1 [idx0, idx1] stage [5]
// CHECK: ok  value = prophecy: tv.prophesy at swiglu_mlp_dispatch_2_matmul_like_3x4x6_f32.mlir:62:21
// CHECK: @swiglu_mlp_dispatch_2_matmul_like_3x4x6_f32: verified
