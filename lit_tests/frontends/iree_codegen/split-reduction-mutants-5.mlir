// split-reduction-softmax.mlir's code broken the way a compiler bug would
// break it, rejected with the split reading in place.
//
// The second sum tree dropped: each thread divides by its own cell, one
// subgroup's partial sum, the other subgroup's partial lost.
// RUN: %mutate 'vector.broadcast %99 :' 'vector.broadcast %96 :' < %S/../../Inputs/iree_codegen/softmax_1x256.codegen.mlir > %t.warp.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/softmax_1x256.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.warp.mlir -o %t.out.mlir | filecheck %s --check-prefix=WARP

// WARP: FAILED  execution matches spec: vector.store at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:105:13: the value {{.*}} is no element of any spec tensor; confirmed by execution
// WARP: @softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store: FAILED (execution matches spec)
