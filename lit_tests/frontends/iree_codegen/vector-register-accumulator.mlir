// IREE's llvm-cpu codegen for the channel mean of a held-out CBAM spatial
// attention (iree-compile 3.13; stored launch form): each workgroup sums
// two columns of a 3x16 input over its 3 rows in a vector<2xf32> register
// (`%acc' = arith.addf %acc, %row`, an scf.for iter_arg), then divides by
// 3.  The combining addf is an inference site (a vector register
// accumulator), claimed lane by lane as a stage of the column sums, and
// the iter_arg carried by that claim: verified.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/channel_mean_cpu.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/channel_mean_cpu.codegen.mlir -o %t.out.mlir | filecheck %s
//
// A loop of step 3 instead of 1: only the first row is added.
// RUN: %mutate 'scf.for %arg1 = %8 to %7 step %6' 'scf.for %arg1 = %8 to %7 step %7' < %S/../../Inputs/iree_codegen/channel_mean_cpu.codegen.mlir > %t.rows.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/channel_mean_cpu.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.rows.mlir -o %t.out.mlir | filecheck %s --check-prefix=ROWS

// CHECK: note: inferred: arith.addf at spatial_attention_dispatch_0_reduction_16x3_f32.mlir:34:20: @generic1 [lane0 + %arg0] stage [%arg1]
// CHECK: @spatial_attention_dispatch_0_reduction_16x3_f32: verified

// ROWS: FAILED {{.*}} at spatial_attention_dispatch_0_reduction_16x3_f32.mlir:{{[0-9]+}}:{{[0-9]+}}
// ROWS: @spatial_attention_dispatch_0_reduction_16x3_f32: FAILED
