// split-reduction-softmax.mlir's code broken the way a compiler bug would
// break it, rejected with the split reading in place.
//
// The sum's first tree shuffles by 8 instead of 16 at its last level: lanes
// 16-31 never reach lanes 0-15.  The tree's root is no element of the split
// sum, and execution shows the difference.
// RUN: %mutate '"gpu.shuffle"\(%88, %23, %27\)' '"gpu.shuffle"(%88, %24, %27)' < %S/../../Inputs/iree_codegen/softmax_1x256.codegen.mlir > %t.offset.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/softmax_1x256.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.offset.mlir -o %t.out.mlir | filecheck %s --check-prefix=OFFSET

// OFFSET: note: inferred: vector.reduction at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:73:17: @generic3_threads [%arg0, %index_castui, %arg3 - 32*%index_castui] stage [3]
// OFFSET: FAILED  execution matches spec: arith.addf at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:87:17: the value {{.*}} is no element of any spec tensor; confirmed by execution: result 0 [0, 0]
// OFFSET: @softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store: FAILED (execution matches spec)
