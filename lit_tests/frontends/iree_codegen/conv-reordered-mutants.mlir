// conv-reordered-reduction.mlir's code (no claims: inferred from runs),
// broken the way compiler bugs break it.  Each is FAILED, shown by the runs
// and confirmed by execution, located at the store that wrote the wrong cell
// (or at the access out of bounds); none is verified.  Heavy: seven runs.
// REQUIRES: heavy
//
// Without assume-reassoc the reordered sum rounds differently from the
// spec's: FAILED, confirmed by execution.
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/conv_cpu_reordered.codegen.mlir -o %t.out.mlir | filecheck %s --check-prefix=EXACT
// kh and kw swapped in the filter's index.
// RUN: %mutate 'memref.subview %22\[%arg0, 0, %arg2, %arg4\]' 'memref.subview %22[%arg0, 0, %arg4, %arg2]' < %S/../../Inputs/iree_codegen/conv_cpu_reordered.codegen.mlir > %t.khkw.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.khkw.mlir | filecheck %s --check-prefix=WRONG
// kh off by one in the input row: out of bounds at kh = 2.
// RUN: %mutate '\(\(s0 \+ s1\)\)' '((s0 + s1 + 1))' < %S/../../Inputs/iree_codegen/conv_cpu_reordered.codegen.mlir > %t.kh.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.kh.mlir | filecheck %s --check-prefix=OOB
// Channel 1 never read.
// RUN: %mutate '(%33 = vector.transfer_read %32\[%13, %13\], %14 \{in_bounds = \[true, true\])' '\1, permutation_map = affine_map<(d0, d1) -> (0, d1)>' < %S/../../Inputs/iree_codegen/conv_cpu_reordered.codegen.mlir > %t.chan.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.chan.mlir | filecheck %s --check-prefix=WRONG
// The partial accumulator initialized again in every kh iteration.
// RUN: %mutate 'iter_args\(%arg5 = %arg3\)' 'iter_args(%arg5 = %24)' < %S/../../Inputs/iree_codegen/conv_cpu_reordered.codegen.mlir > %t.init.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.init.mlir | filecheck %s --check-prefix=WRONG
// The partial accumulator added twice (the kh loop yields acc + inner result).
// RUN: %mutate 'scf.yield %27 : vector<4xf32>' '%99 = arith.addf %27, %arg3 : vector<4xf32>\n        scf.yield %99 : vector<4xf32>' < %S/../../Inputs/iree_codegen/conv_cpu_reordered.codegen.mlir > %t.twice.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.twice.mlir | filecheck %s --check-prefix=WRONG
// The kh loop stops after kh = 0.
// RUN: %mutate 'scf.for %arg2 = %13 to %19' 'scf.for %arg2 = %13 to %18' < %S/../../Inputs/iree_codegen/conv_cpu_reordered.codegen.mlir > %t.tail.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/conv_cpu_reordered.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.tail.mlir | filecheck %s --check-prefix=WRONG

// EXACT: FAILED  execution matches spec: {{.*}}confirmed by execution: result 0
// EXACT: @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32: FAILED (execution matches spec)

// WRONG: FAILED  execution matches spec: {{.*}}confirmed by execution: result 0 {{.*}}written by vector.transfer_write at resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32.mlir:76:13
// WRONG: @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32: FAILED (execution matches spec)

// OOB: FAILED  execution matches spec: a run of the lowered code: undefined behaviour: subview [6 +1x1] outside its source of size 6
// OOB: @resnet_block_dispatch_2_conv_2x4x4x2x3x3_f32: FAILED (execution matches spec)
