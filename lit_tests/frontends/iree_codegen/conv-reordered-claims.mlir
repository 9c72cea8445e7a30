// conv-reordered-reduction.mlir's code with the claims the inference puts
// on it (stored: conv_cpu_reordered.claimed.mlir, lines of that file): the
// fold and the kh loop's yield claim stages of @generic0.order.1.2.0, the
// conv folded in the order (kh, kw, c).  Verified under assume-reassoc
// (printed); without it, the reordering of the float sum is not licensed:
// unsupported at the first such claim, never verified.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/conv_cpu_reordered.claimed.mlir -o %t.out.mlir | filecheck %s
// RUN: %expect-exit 2 -- tv-opt -p 'verify{source="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/conv_cpu_reordered.claimed.mlir -o %t.out.mlir | filecheck %s --check-prefix=UNLICENSED
//
// The claims name another order (kw, c, kh) of the same reduction: its
// stages are other sets of reduced points, and some named stages are outside
// its domain.
// RUN: %mutate --all 'generic0.order.1.2.0' 'generic0.order.2.0.1' < %S/../../Inputs/iree_codegen/conv_cpu_reordered.claimed.mlir > %t.order.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{source="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.order.mlir | filecheck %s --check-prefix=ORDER

// CHECK: note: assumes: @generic0's arith.addf may be reassociated and reordered: its reduction is folded in the order (d4, d5, d3) instead of (d3, d4, d5), and read so everywhere (@generic0.order.1.2.0; verify{assume-reassoc}
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}conv_cpu_reordered.claimed.mlir:53:17
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}conv_cpu_reordered.claimed.mlir:67:15
// CHECK: @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32: verified

// UNLICENSED: unsupported: tv.prophesy at {{.*}}conv_cpu_reordered.claimed.mlir:{{53:17|67:15}}: @generic0.order.1.2.0: @generic0 folded in the order (d4, d5, d3) instead of (d3, d4, d5), but its combiner arith.addf may not be reordered (not associative and commutative, or float without reassoc)
// UNLICENSED: @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32: unsupported (tv.prophesy at

// ORDER: FAILED  prophecy in spec domain: tv.prophesy at {{.*}}.mlir:53:17: names an element outside @generic0.order.2.0.1
// ORDER: FAILED  value = prophecy: tv.prophesy at {{.*}}.mlir:53:17: the stored lane is not the prophesied spec element
// ORDER: @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32: FAILED (prophecy in spec domain)
// REQUIRES: heavy
