// IREE's CUDA codegen for transformer_block's attention output with its
// residual (3x4x3; iree-compile 3.13, sm_80, stored as tv-iree-kernels
// --codegen's launch form): IREE folded the residual into the
// contraction's accumulator, so each thread's dot product is
// vector.reduction <add> of the products *from the residual*.  Under
// assume-reassoc the accumulator, an input's value, is read as added
// after the fold from +0.0 (verify/fma_chains.py), printed at the site.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/residual_reduction.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/residual_reduction.codegen.mlir -o %t.out.mlir | filecheck %s
//
// A dropped residual: the reduction has no accumulator.
// RUN: %mutate 'vector.reduction <add>, %56, %55 :' 'vector.reduction <add>, %56 :' < %S/../../Inputs/iree_codegen/residual_reduction.codegen.mlir > %t.drop.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/residual_reduction.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.drop.mlir -o %t.out.mlir | filecheck %s --check-prefix=DROP
//
// The residual of another cell (row for column).
// RUN: %mutate '%50 = vector.load %2\[%39, %43\]' '%50 = vector.load %2[%39, %39]' < %S/../../Inputs/iree_codegen/residual_reduction.codegen.mlir > %t.cell.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/residual_reduction.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.cell.mlir -o %t.out.mlir | filecheck %s --check-prefix=CELL

// CHECK: note: assumes: the reduction at vector.reduction at transformer_block_dispatch_6_matmul_like_3x4x3_f32.mlir:65:19 is reassociated (verify{assume-reassoc}): its accumulator, an input's value (an addend IREE folded in: a bias, a residual), is read as added after the fold from +0.0 (the addend moved from first to last)
// CHECK: note: inferred: vector.reduction at transformer_block_dispatch_6_matmul_like_3x4x3_f32.mlir:65:19: @generic{{[0-9]}} [{{.*}}]
// CHECK: @transformer_block_dispatch_6_matmul_like_3x4x3_f32: verified

// DROP: FAILED  execution matches spec: {{.*}} at transformer_block_dispatch_6_matmul_like_3x4x3_f32.mlir:{{[0-9]+}}:{{[0-9]+}}: {{.*}}confirmed by execution: result 0
// DROP: @transformer_block_dispatch_6_matmul_like_3x4x3_f32: FAILED (execution matches spec)

// CELL: FAILED  execution matches spec: {{.*}} at transformer_block_dispatch_6_matmul_like_3x4x3_f32.mlir:{{[0-9]+}}:{{[0-9]+}}: {{.*}}confirmed by execution: result 0
// CELL: @transformer_block_dispatch_6_matmul_like_3x4x3_f32: FAILED (execution matches spec)
