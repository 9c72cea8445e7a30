// conv-reordered-claims.mlir's claimed code, broken the way compiler bugs
// break it (continued).
//
// Channel 1 of the input is never read (the transfer_read broadcasts
// channel 0's row): the fold over c is not the claimed stage.
// RUN: %mutate '(%33 = vector.transfer_read %32\[%13, %13\], %14 \{in_bounds = \[true, true\])' '\1, permutation_map = affine_map<(d0, d1) -> (0, d1)>' < %S/../../Inputs/iree_codegen/conv_cpu_reordered.claimed.mlir > %t.chan.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{source="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.chan.mlir | filecheck %s --check-prefix=CHAN
// The kh loop stops after kh = 0 (the tail of the window dropped): the
// loop's result is the (0, 2, 1) stage, not the conv, at the store.
// RUN: %mutate 'scf.for %arg2 = %13 to %19' 'scf.for %arg2 = %13 to %18' < %S/../../Inputs/iree_codegen/conv_cpu_reordered.claimed.mlir > %t.tail.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{source="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.tail.mlir | filecheck %s --check-prefix=TAIL

// CHAN: FAILED  value = prophecy: tv.prophesy at {{.*}}.mlir:53:17: the stored lane is not the prophesied spec element
// CHAN: @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32: FAILED (value = prophecy)

// TAIL: FAILED  value = prophecy: tv.prophesy at {{.*}}.mlir:88:13: the stored lane is not the prophesied spec element
// TAIL: @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32: FAILED (value = prophecy)
