// IREE's CUDA codegen for the second dispatch of a held-out std-norm
// ((x - mean) / (std + eps); iree-compile 3.13, sm_80; stored launch form):
// one thread per row, an i32 loop over columns summing squares in a
// register that starts from a loaded value (the reduction's init, read
// from a binding).  The loop's init and result are evaluated when first
// used: the unchecked pass over the enclosing row loop does not evaluate
// vector reads.  Verified.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/std_norm_rows.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/std_norm_rows.codegen.mlir -o %t.out.mlir | filecheck %s
//
// 1/sqrt instead of sqrt.
// RUN: %mutate '%41 = math.sqrt %40' '%41 = math.rsqrt %40' < %S/../../Inputs/iree_codegen/std_norm_rows.codegen.mlir > %t.rsqrt.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/std_norm_rows.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.rsqrt.mlir -o %t.out.mlir | filecheck %s --check-prefix=RSQRT

// CHECK: note: inferred: scf.yield at std_norm_dispatch_1_reduction_3x6_f32.mlir:41:15: @generic0
// CHECK: @std_norm_dispatch_1_reduction_3x6_f32: verified

// RSQRT: FAILED {{.*}} at std_norm_dispatch_1_reduction_3x6_f32.mlir:{{[0-9]+}}:{{[0-9]+}}
// RSQRT: @std_norm_dispatch_1_reduction_3x6_f32: FAILED
