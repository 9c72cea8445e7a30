// split-reduction-softmax.mlir's code broken the way a compiler bug would
// break it, rejected with the split reading in place.
//
// The store of each subgroup's max guarded by "subgroup 0" instead of
// "lane 0": only subgroup 0 stores, so the cell of subgroup 1 is read
// undefined.
// RUN: %mutate 'arith.cmpi eq, %33, %16' 'arith.cmpi eq, %31, %16' < %S/../../Inputs/iree_codegen/softmax_1x256.codegen.mlir > %t.mask.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/softmax_1x256.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.mask.mlir -o %t.out.mlir | filecheck %s --check-prefix=MASK

// MASK: note: inferred: vector.store at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:60:13: @generic1_subgroups [idx0, idx0]
// MASK: FAILED  read defined: vector.load at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:65:17: reads memref.alloc@softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:56:20 where no input or earlier write defines it
// MASK: @softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store: FAILED (read defined)
