// REQUIRES: heavy
// Mutants of IREE's llvm-cpu embedding_pool bag sum
// (masked-tail-gather-cpu.mlir).  Wrong: the table's row stride 3 for 4,
// the k loop's step 3 for 2 and its bound 2 for 3 (row 2 never summed),
// the index read's mask always
// 2 lanes (a read past the 1-element tail tile), both the gather's and
// the select's masks always 2 lanes (the tail adds table row 0): each
// FAILED, located, confirmed by execution.  Equivalent (verified): only
// the select's mask always on (the gather's masked lane gives +0.0, the
// identity on a sum started at +0.0: the spec's sign fact), only the
// gather's mask always on (the lane loads row 0 in bounds, then the
// select drops it).
// RUN: %mutate '%4 = arith.constant dense<4>' '%4 = arith.constant dense<3>' < %S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.codegen.mlir > %t.stride.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.source.mlir" assume-reassoc=true}' %t.stride.mlir -o %t.out.mlir | filecheck %s --check-prefix=BOTHMASK
//
// RUN: %mutate 'step %9 iter_args' 'step %10 iter_args' < %S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.codegen.mlir > %t.step.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.source.mlir" assume-reassoc=true}' %t.step.mlir -o %t.out.mlir | filecheck %s --check-prefix=SHORT
//
// RUN: %mutate '%16 = scf.for %arg2 = %6 to %10' '%16 = scf.for %arg2 = %6 to %9' < %S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.codegen.mlir > %t.bound.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.source.mlir" assume-reassoc=true}' %t.bound.mlir -o %t.out.mlir | filecheck %s --check-prefix=SHORT
//
// RUN: %mutate '%21 = vector.create_mask %8, %19' '%21 = vector.create_mask %8, %9' < %S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.codegen.mlir > %t.readmask.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.source.mlir" assume-reassoc=true}' %t.readmask.mlir -o %t.out.mlir | filecheck %s --check-prefix=READMASK
//
// RUN: %mutate 'vector.create_mask %8, %8, %19' 'vector.create_mask %8, %8, %9' < %S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.codegen.mlir > %t.selmask.mlir
// RUN: %mutate '%29 = vector.create_mask %19' '%29 = vector.create_mask %9' < %t.selmask.mlir > %t.bothmask.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.source.mlir" assume-reassoc=true}' %t.bothmask.mlir -o %t.out.mlir | filecheck %s --check-prefix=BOTHMASK
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.source.mlir" assume-reassoc=true}' %t.selmask.mlir -o %t.out.mlir | filecheck %s --check-prefix=SAME
//
// RUN: %mutate '%29 = vector.create_mask %19' '%29 = vector.create_mask %9' < %S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.codegen.mlir > %t.gathermask.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_cpu_masked_tail.source.mlir" assume-reassoc=true}' %t.gathermask.mlir -o %t.out.mlir | filecheck %s --check-prefix=SAME

// SHORT: FAILED  execution matches spec: vector.transfer_write at embedding_pool_dispatch_0_reduction_2x4x3_i64xf32.mlir:56:13: {{.*}} confirmed by execution
// SHORT: @embedding_pool_dispatch_0_reduction_2x4x3_i64xf32: FAILED

// READMASK: FAILED  execution matches spec: a run of the lowered code: undefined behaviour: lane [1] at [0, 1] outside [1, 1], declared in bounds {{.*}} at vector.transfer_read at embedding_pool_dispatch_0_reduction_2x4x3_i64xf32.mlir:40:21
// READMASK: @embedding_pool_dispatch_0_reduction_2x4x3_i64xf32: FAILED

// BOTHMASK: FAILED  execution matches spec: vector.multi_reduction at embedding_pool_dispatch_0_reduction_2x4x3_i64xf32.mlir:49:39: {{.*}} confirmed by execution
// BOTHMASK: @embedding_pool_dispatch_0_reduction_2x4x3_i64xf32: FAILED

// SAME: @embedding_pool_dispatch_0_reduction_2x4x3_i64xf32: verified
