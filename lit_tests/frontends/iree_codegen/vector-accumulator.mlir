// IREE's llvm-cpu codegen for mlp's 2x3x8 matmul (iree-compile 3.13,
// stored launch form, its vector.contract read as MLIR's parallelarith
// fold: `contracts_as_folds`, as tv-iree-kernels --codegen does under
// assume-reassoc): an scf.for over two k tiles carries a vector<2x3xf32>
// accumulator.  The fold's claim (a stage of the matmul per lane) is the
// iter_arg's meaning in the next iteration, lane by lane: verified.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mlp_cpu_matmul.source.mlir" assume-reassoc=true}' %S/../../Inputs/iree_codegen/mlp_cpu_matmul.codegen.mlir -o %t.out.mlir | filecheck %s
//
// One k tile instead of two: the accumulator misses k = 4..7.
// RUN: %mutate 'scf.for %arg1 = %2 to %7 step %6' 'scf.for %arg1 = %2 to %6 step %6' < %S/../../Inputs/iree_codegen/mlp_cpu_matmul.codegen.mlir > %t.tile.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mlp_cpu_matmul.source.mlir" assume-reassoc=true}' %t.tile.mlir -o %t.out.mlir | filecheck %s --check-prefix=TILE
//
// The accumulator not carried: each iteration yields its input.
// RUN: %mutate 'scf.yield %18 ' 'scf.yield %arg2 ' < %S/../../Inputs/iree_codegen/mlp_cpu_matmul.codegen.mlir > %t.carry.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mlp_cpu_matmul.source.mlir" assume-reassoc=true}' %t.carry.mlir -o %t.out.mlir | filecheck %s --check-prefix=CARRY

// CHECK: note: inferred: vector.multi_reduction at mlp_dispatch_1_matmul_like_2x3x8_f32.mlir:35:21: @generic1 [lane0, lane1] stage [%arg1 + 3]
// CHECK: note: inferred: vector.transfer_write at mlp_dispatch_1_matmul_like_2x3x8_f32.mlir:42:13: @generic2 [lane0, lane1]
// CHECK: ok      value = prophecy: tv.prophesy at mlp_dispatch_1_matmul_like_2x3x8_f32.mlir:35:21
// CHECK: @mlp_dispatch_1_matmul_like_2x3x8_f32: verified

// TILE: FAILED  execution matches spec: vector.transfer_write at mlp_dispatch_1_matmul_like_2x3x8_f32.mlir:42:13: the value {{.*}} is no element of any spec tensor; confirmed by execution: result 0 [0, 0]
// TILE: @mlp_dispatch_1_matmul_like_2x3x8_f32: FAILED (execution matches spec)

// CARRY: FAILED  execution matches spec: vector.multi_reduction at mlp_dispatch_1_matmul_like_2x3x8_f32.mlir:35:21: the value {{.*}} is no element of any spec tensor; confirmed by execution
// CARRY: @mlp_dispatch_1_matmul_like_2x3x8_f32: FAILED (execution matches spec)
