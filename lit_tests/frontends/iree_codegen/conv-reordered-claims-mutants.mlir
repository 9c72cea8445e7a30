// conv-reordered-claims.mlir's claimed code, broken the way compiler bugs
// break it; each fails an obligation of the reordered stages, located.
//
// The kw loop restarts from the loaded init in every kh iteration (the
// partial accumulator initialized twice): the kh > 0 stages miss the earlier
// rows of the window.
// RUN: %mutate 'iter_args\(%arg5 = %arg3\)' 'iter_args(%arg5 = %24)' < %S/../../Inputs/iree_codegen/conv_cpu_reordered.claimed.mlir > %t.init.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{source="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.init.mlir | filecheck %s --check-prefix=INIT
// The kh loop's claim says kw ends at 1 (the set one column short): the
// inner loop's result is not that stage.
// RUN: %mutate '%58 = arith.constant 2 : index' '%58 = arith.constant 1 : index' < %S/../../Inputs/iree_codegen/conv_cpu_reordered.claimed.mlir > %t.stage.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{source="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.stage.mlir | filecheck %s --check-prefix=STAGE

// INIT: FAILED  value = prophecy: tv.prophesy at {{.*}}.mlir:53:17: the stored lane is not the prophesied spec element
// INIT: @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32: FAILED (value = prophecy)

// STAGE: FAILED  value = prophecy: tv.prophesy at {{.*}}.mlir:67:15: the stored lane is not the prophesied spec element
// STAGE: @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32: FAILED (value = prophecy)
