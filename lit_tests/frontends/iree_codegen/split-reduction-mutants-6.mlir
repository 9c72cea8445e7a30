// split-reduction-softmax.mlir's code broken the way a compiler bug would
// break it, rejected with the split reading in place.
//
// The max's second tree dropped instead: each thread subtracts its own
// cell, one subgroup's max.  Softmax is invariant under the shift in exact
// arithmetic, but the two subgroups of a row now scale their exponentials
// differently: no spec element, and execution shows it.
// RUN: %mutate 'vector.broadcast %68 :' 'vector.broadcast %65 :' < %S/../../Inputs/iree_codegen/softmax_1x256.codegen.mlir > %t.max.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/softmax_1x256.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.max.mlir -o %t.out.mlir | filecheck %s --check-prefix=MAX

// MAX: FAILED  execution matches spec: vector.reduction at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:73:17: the value {{.*}} is no element of any spec tensor; confirmed by execution
// MAX: @softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store: FAILED (execution matches spec)
