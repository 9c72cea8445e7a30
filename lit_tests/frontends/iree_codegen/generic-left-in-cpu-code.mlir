// REQUIRES: heavy
// IREE's llvm-cpu codegen for convnet's 2x4x4x3x3 conv (iree-compile 3.13,
// stored launch form): IREE leaves the conv's inner tile a linalg.generic on
// buffers inside its k loop.  The launch form reads it as its loop nest
// (on buffers a generic is that nest, reduction dimensions sequential:
// `tv-linalg-to-loops`), so the conv accumulates in a workgroup-private
// alloca from the bias, in the spec's own order: verified, with and
// without assume-reassoc (no reassociation is needed).
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/convnet_cpu_conv.source.mlir" assume-reassoc=true}' %S/../../Inputs/iree_codegen/convnet_cpu_conv.codegen.mlir -o %t.out.mlir | filecheck %s
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/convnet_cpu_conv.source.mlir"}' %S/../../Inputs/iree_codegen/convnet_cpu_conv.codegen.mlir -o %t.out.mlir | filecheck %s --check-prefix=EXACT
//
// An off-by-one in the k loop: the first kernel row is skipped.
// RUN: %mutate 'scf.for %arg2 = %3 to %6 step %7' 'scf.for %arg2 = %7 to %6 step %7' < %S/../../Inputs/iree_codegen/convnet_cpu_conv.codegen.mlir > %t.k.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/convnet_cpu_conv.source.mlir" assume-reassoc=true}' %t.k.mlir -o %t.out.mlir | filecheck %s --check-prefix=K
//
// The bias dropped: the accumulator starts from zero.
// RUN: %mutate 'vector.transfer_write %15, %16' 'vector.transfer_write %2, %16' < %S/../../Inputs/iree_codegen/convnet_cpu_conv.codegen.mlir > %t.bias.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/convnet_cpu_conv.source.mlir" assume-reassoc=true}' %t.bias.mlir -o %t.out.mlir | filecheck %s --check-prefix=BIAS
//
// The wrong input row: the tile's row offset takes the channel for the column.
// RUN: %mutate '\(\)\[%arg2, %arg1\]' '()[%arg2, %arg0]' < %S/../../Inputs/iree_codegen/convnet_cpu_conv.codegen.mlir > %t.row.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/convnet_cpu_conv.source.mlir" assume-reassoc=true}' %t.row.mlir -o %t.out.mlir | filecheck %s --check-prefix=ROW

// CHECK: note: inferred: memref.store at convnet_dispatch_0_conv_2x4x4x3x3_f32.mlir:46:15: @generic1 [%arg0, %arg1, idx2] stage [%arg2, %arg0]
// CHECK: note: inferred: vector.transfer_write at convnet_dispatch_0_conv_2x4x4x3x3_f32.mlir:58:13: @generic2 [%arg0, %arg1, lane0]
// CHECK: ok      value = prophecy: tv.prophesy at convnet_dispatch_0_conv_2x4x4x3x3_f32.mlir:46:15
// CHECK: @convnet_dispatch_0_conv_2x4x4x3x3_f32: verified

// EXACT-NOT: assume-reassoc
// EXACT: @convnet_dispatch_0_conv_2x4x4x3x3_f32: verified

// K: FAILED  execution matches spec: memref.store at convnet_dispatch_0_conv_2x4x4x3x3_f32.mlir:46:15: the value {{.*}} is no element of any spec tensor; confirmed by execution: result 0 [0, 0, 1]
// K: @convnet_dispatch_0_conv_2x4x4x3x3_f32: FAILED (execution matches spec)

// BIAS: FAILED  execution matches spec: vector.transfer_write at convnet_dispatch_0_conv_2x4x4x3x3_f32.mlir:41:13: its values are elements of @generic2, but at no element {{.*}}; confirmed by execution
// BIAS: @convnet_dispatch_0_conv_2x4x4x3x3_f32: FAILED (execution matches spec)

// ROW: FAILED  final value: result 0 {{.*}}: a cell's final value is not the spec's
// ROW: FAILED  execution matches spec: vector.transfer_write at convnet_dispatch_0_conv_2x4x4x3x3_f32.mlir:58:13: confirmed by execution
// ROW: @convnet_dispatch_0_conv_2x4x4x3x3_f32: FAILED (execution matches spec)
