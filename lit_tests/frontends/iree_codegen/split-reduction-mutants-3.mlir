// split-reduction-softmax.mlir's code broken the way a compiler bug would
// break it, rejected with the split reading in place.
//
// Each lane reads the subgroup partial of cell lane mod 4 instead of lane
// mod 2: cells 2 and 3 were never written (a lane mask off by one bit).
// RUN: %mutate 'arith.remui %30, %26' 'arith.remui %30, %25' < %S/../../Inputs/iree_codegen/softmax_1x256.codegen.mlir > %t.cell.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/softmax_1x256.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.cell.mlir -o %t.out.mlir | filecheck %s --check-prefix=CELL

// CELL: FAILED  read defined: vector.load at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:65:17: reads memref.alloc@softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:56:20 where no input or earlier write defines it
// CELL: FAILED  reduction element: arith.maxnumf at softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store.mlir:69:17: the leaf of lane r of the shuffle tree is not @generic1_f3's value combined with @generic1's element at reduced index r
// CELL: @softmax_dispatch_0_softmax_1x256xf32_dispatch_tensor_store: FAILED (read defined)
