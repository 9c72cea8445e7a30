// IREE's CUDA codegen for a held-out nn.RNNCell's input projection x W^T
// (2x4x3; iree-compile 3.13, sm_80; stored launch form): each thread
// computes one column for both rows at once, a chain of three math.fma on
// vector<2xf32> from +0.0.  Under assume-reassoc the chain is read as the
// spec's sum (`fma_chains`), a fold over the three products whose claim,
// the final element per lane, is proved as its last stage, step by step.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/rnn_cell_two_rows.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/rnn_cell_two_rows.codegen.mlir -o %t.out.mlir | filecheck %s
//
// A wrong operand: the second product takes the first weight.
// RUN: %mutate '%50 = math.fma %39, %46, %49' '%50 = math.fma %39, %44, %49' < %S/../../Inputs/iree_codegen/rnn_cell_two_rows.codegen.mlir > %t.operand.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/rnn_cell_two_rows.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.operand.mlir -o %t.out.mlir | filecheck %s --check-prefix=OPERAND

// CHECK: note: inferred: vector.multi_reduction at rnn_cell_dispatch_0_matmul_like_2x4x3_f32.mlir:57:19: @generic1 [lane0, %index_castui]
// CHECK: @rnn_cell_dispatch_0_matmul_like_2x4x3_f32: verified

// OPERAND: FAILED {{.*}} at rnn_cell_dispatch_0_matmul_like_2x4x3_f32.mlir:{{[0-9]+}}:{{[0-9]+}}
// OPERAND: @rnn_cell_dispatch_0_matmul_like_2x4x3_f32: FAILED
