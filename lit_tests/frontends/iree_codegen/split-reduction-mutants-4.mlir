// split-reduction-softmax.mlir's code broken the way a compiler bug would
// break it, rejected with the split reading in place.
//
// The barrier between the partials' stores and their loads removed: a race.
// RUN: %mutate '\n\s*gpu\.barrier [^\n]*' '' < %S/../../Inputs/iree_codegen/softmax_1x256.codegen.mlir > %t.nobarrier.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/softmax_1x256.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.nobarrier.mlir -o %t.out.mlir | filecheck %s --check-prefix=BARRIER

// BARRIER: FAILED  no read-write race: gpu.launch at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:13:9
// BARRIER: @softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store: FAILED (no read-write race)
