// The masked-tail baddbmm dispatch of masked-tail-i32-loop.mlir, broken
// as compiler bugs break it (each FAILED, located; heavy: two verify runs).
// REQUIRES: heavy
//
// alpha and beta swapped: the product sum scaled by 0.5.
// RUN: %mutate '%94 = arith.mulf %93, %31' '%94 = arith.mulf %93, %30' < %S/../../Inputs/iree_codegen/baddbmm_masked_tail.codegen.mlir > %t.alpha.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/baddbmm_masked_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.alpha.mlir -o %t.out.mlir | filecheck %s --check-prefix=ALPHA
//
// The k loop's accumulator dropped: each k tile's sum starts from +0.0.
// RUN: %mutate '%88 = vector.reduction <add>, %87, %86' '%88 = vector.reduction <add>, %87, %52' < %S/../../Inputs/iree_codegen/baddbmm_masked_tail.codegen.mlir > %t.acc.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/baddbmm_masked_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.acc.mlir -o %t.out.mlir | filecheck %s --check-prefix=ACC

// ALPHA: FAILED {{.*}}vector.store at baddbmm_dispatch_0_matmul_like_2x3x4x5_f32.mlir:103:13
// ALPHA: @baddbmm_dispatch_0_matmul_like_2x3x4x5_f32: FAILED

// ACC: FAILED {{.*}} at baddbmm_dispatch_0_matmul_like_2x3x4x5_f32.mlir:{{[0-9]+}}:{{[0-9]+}}
// ACC: @baddbmm_dispatch_0_matmul_like_2x3x4x5_f32: FAILED
