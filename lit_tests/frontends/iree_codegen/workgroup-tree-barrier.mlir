// IREE's CUDA codegen for a 1x256 softmax (iree-compile 3.13, sm_80,
// stored launch form): 64 threads fold 4 elements each, xor-shuffle trees
// reduce each subgroup, subgroup results meet in workgroup memory behind a
// gpu.barrier, and one more shuffle combines them.  Without the first
// barrier, lane 0's store of its subgroup's max and the other subgroup's
// load of it race: FAILED, located at the workgroup buffer.
// RUN: %mutate '\n\s*gpu\.barrier [^\n]*' '' < %S/../../Inputs/iree_codegen/softmax_1x256.codegen.mlir > %t.nobarrier.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/softmax_1x256.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.nobarrier.mlir -o %t.out.mlir | filecheck %s

// CHECK: FAILED  execution matches spec: a run of the lowered code: execution nondeterministic: race: write of {{.*}} and an unordered read of undef (at vector.load) on memref.alloc@softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:56:20
// CHECK: @softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store: FAILED (no read-write race)
