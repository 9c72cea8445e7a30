// IREE's CUDA codegen of a held-out embedding-bag model's dispatch
// (embedding_pool, iree-compile 3.13, sm_80; stored launch form): each
// thread loads a row of indices, gathers `W[0, 0][idx * 4 + k]` from the
// 6x4 constant table with `vector.gather` (a lane offset crosses rows: the
// gather addresses its base linearly), sums the lanes and divides by 3.
// The gather is read as one scalar load per lane (lowering/vector_gather.py),
// each at a loaded index (verify/gathers.py).  Verified.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_gather.source.mlir" assume-reassoc=true}' %S/../../Inputs/iree_codegen/embedding_pool_gather.codegen.mlir -o %t.out.mlir | filecheck %s
//
// A row stride of 3 instead of 4: the lanes read other table elements.
// RUN: %mutate 'dense<4> : vector<3xindex>' 'dense<3> : vector<3xindex>' < %S/../../Inputs/iree_codegen/embedding_pool_gather.codegen.mlir > %t.stride3.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_gather.source.mlir" assume-reassoc=true}' %t.stride3.mlir -o %t.out.mlir | filecheck %s --check-prefix=STRIDE3
//
// A row stride of 5: index 5 of the table's 6 rows reads past its 24 elements.
// RUN: %mutate 'dense<4> : vector<3xindex>' 'dense<5> : vector<3xindex>' < %S/../../Inputs/iree_codegen/embedding_pool_gather.codegen.mlir > %t.stride5.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_gather.source.mlir" assume-reassoc=true}' %t.stride5.mlir -o %t.out.mlir | filecheck %s --check-prefix=STRIDE5
//
// The middle lane masked off: it is the pass-through 0.0, not W's element.
// RUN: %mutate '%24 = arith.constant dense<true> : vector<3xi1>' '%24 = arith.constant dense<[true, false, true]> : vector<3xi1>' < %S/../../Inputs/iree_codegen/embedding_pool_gather.codegen.mlir > %t.mask.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/embedding_pool_gather.source.mlir" assume-reassoc=true}' %t.mask.mlir -o %t.out.mlir | filecheck %s --check-prefix=MASK

// CHECK: note: inferred: vector.store at {{.*}}embedding_pool_gather.codegen.mlir:35:9: @generic2 [idx0, idx1]
// CHECK: ok      read in bounds: memref.load at {{.*}}embedding_pool_gather.codegen.mlir:31:15
// CHECK: @embedding_pool_dispatch_0_reduction_2x4x3_i64xf32: verified

// STRIDE3: FAILED  execution matches spec: vector.reduction at {{.*}}; confirmed by execution
// STRIDE3: @embedding_pool_dispatch_0_reduction_2x4x3_i64xf32: FAILED

// STRIDE5: FAILED  read in bounds: memref.load at {{.*}}:31:15: reads collapse_shape of @__constant_6x4xf32 at a data-dependent index that may be outside memref<24xf32>
// STRIDE5: @embedding_pool_dispatch_0_reduction_2x4x3_i64xf32: FAILED (read in bounds)

// MASK: FAILED  execution matches spec: vector.reduction at {{.*}}; confirmed by execution
// MASK: @embedding_pool_dispatch_0_reduction_2x4x3_i64xf32: FAILED
// REQUIRES: heavy
