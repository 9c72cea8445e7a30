// IREE's CUDA codegen for convnet's 3x32 matvec (shuffle-tree.mlir, which
// verifies it) broken the way a compiler bug would break it.
//
// A wrong xor offset: the fourth level shuffles by 16 instead of 8, so
// lanes 8-15 of each half are never combined and the others twice.
// RUN: %mutate '"gpu.shuffle"\(%41, %21, %24\)' '"gpu.shuffle"(%41, %20, %24)' < %S/../../Inputs/iree_codegen/convnet_matvec.codegen.mlir > %t.offset.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/convnet_matvec.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.offset.mlir -o %t.out.mlir | filecheck %s --check-prefix=OFFSET
//
// A dropped level: the stored value is the tree before its last level, so
// the lanes 16-31 never reach lane 0.
// RUN: %mutate 'vector.broadcast %47 ' 'vector.broadcast %44 ' < %S/../../Inputs/iree_codegen/convnet_matvec.codegen.mlir > %t.level.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/convnet_matvec.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.level.mlir -o %t.out.mlir | filecheck %s --check-prefix=LEVEL

// OFFSET: FAILED  execution matches spec: arith.addf at convnet_dispatch_1_matvec_like_3x32_f32.mlir:48:17: the value {{.*}} is no element of any spec tensor; confirmed by execution: result 0 [{{[0-9]}}]
// OFFSET: @convnet_dispatch_1_matvec_like_3x32_f32: FAILED (execution matches spec)

// LEVEL: note: inferred: arith.addf at convnet_dispatch_1_matvec_like_3x32_f32.mlir:48:17: @generic1 [%arg0]
// LEVEL: FAILED  execution matches spec: vector.store at convnet_dispatch_1_matvec_like_3x32_f32.mlir:57:13: the value {{.*}} is no element of any spec tensor; confirmed by execution: result 0 [{{[0-9]}}]
// LEVEL: @convnet_dispatch_1_matvec_like_3x32_f32: FAILED (execution matches spec)
