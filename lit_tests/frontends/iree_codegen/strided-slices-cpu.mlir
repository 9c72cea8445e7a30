// IREE's llvm-cpu codegen for a held-out Conv1d + ReLU + MaxPool1d
// (iree-compile 3.13; stored launch forms; the conv's vector.contracts read
// as folds, `contracts_as_folds`, as tv-iree-kernels --codegen does under
// assume-reassoc).  Both see their bindings with a unit dim IREE added
// (memref<1x4x8xf32> for the source's tensor<4x8xf32>: the launch form
// reshapes the source-shaped buffer).  The pool writes two window maxima
// into a vector<2x1xf32> by vector.insert_strided_slice; the conv takes
// its three taps from one loaded row by vector.extract_strided_slice and
// carries a vector<4xf32> accumulator over input channels, yielded as a
// shape_cast of its fold (carried lane by lane through the cast).
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv1d_maxpool_cpu_pool.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/conv1d_maxpool_cpu_pool.codegen.mlir -o %t.out.mlir | filecheck %s --check-prefix=POOL
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv1d_cpu_conv.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/conv1d_cpu_conv.codegen.mlir -o %t.out.mlir | filecheck %s --check-prefix=CONV
//
// The second window's max inserted at the first's place (the second lane keeps the init).
// RUN: %mutate '%20 = vector.insert_strided_slice %18, %19 \{offsets = \[1 : i64' '%20 = vector.insert_strided_slice %18, %19 {offsets = [0 : i64' < %S/../../Inputs/iree_codegen/conv1d_maxpool_cpu_pool.codegen.mlir > %t.pool.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv1d_maxpool_cpu_pool.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.pool.mlir -o %t.out.mlir | filecheck %s --check-prefix=POOLBAD
//
// The conv's second tap read one column too far.
// RUN: %mutate '%27 = vector.extract_strided_slice %26 \{offsets = \[1 : i64' '%27 = vector.extract_strided_slice %26 {offsets = [2 : i64' < %S/../../Inputs/iree_codegen/conv1d_cpu_conv.codegen.mlir > %t.tap.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv1d_cpu_conv.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.tap.mlir -o %t.out.mlir | filecheck %s --check-prefix=TAP
//
// The accumulator over input channels stops after the first channel.
// RUN: %mutate 'scf.for %arg2 = %13 to %11 step %10' 'scf.for %arg2 = %13 to %10 step %10' < %S/../../Inputs/iree_codegen/conv1d_cpu_conv.codegen.mlir > %t.chan.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv1d_cpu_conv.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.chan.mlir -o %t.out.mlir | filecheck %s --check-prefix=CHAN

// POOL: note: inferred: vector.transfer_write at conv1d_maxpool_dispatch_2_conv_4x4x2_f32.mlir:41:13: @generic1 [%arg0, lane0 + %arg1]
// POOL: @conv1d_maxpool_dispatch_2_conv_4x4x2_f32: verified

// CONV: note: inferred: vector.multi_reduction at conv1d_maxpool_dispatch_1_conv_4x8x2x3_f32.mlir:57:21: @generic1 [%arg0, lane0 + %arg1] stage [%arg2, 2]
// CONV: @conv1d_maxpool_dispatch_1_conv_4x8x2x3_f32: verified

// POOLBAD: FAILED {{.*}} at conv1d_maxpool_dispatch_2_conv_4x4x2_f32.mlir:{{[0-9]+}}:{{[0-9]+}}
// POOLBAD: @conv1d_maxpool_dispatch_2_conv_4x4x2_f32: FAILED

// TAP: FAILED {{.*}} at conv1d_maxpool_dispatch_1_conv_4x8x2x3_f32.mlir:{{[0-9]+}}:{{[0-9]+}}
// TAP: @conv1d_maxpool_dispatch_1_conv_4x8x2x3_f32: FAILED

// CHAN: FAILED {{.*}} at conv1d_maxpool_dispatch_1_conv_4x8x2x3_f32.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHAN: @conv1d_maxpool_dispatch_1_conv_4x8x2x3_f32: FAILED
