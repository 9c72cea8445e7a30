// The output projection of mask-lane-guard.mlir with its guard loop run
// one position too far (`scf.for %i = 0 to 3` over a `vector<2xi1>`
// mask): the extract's position 2 is out of range, undefined behaviour in
// MLIR 19, so the guard is not read as a lane (`--verify` refuses it) and
// the runs show the undefined behaviour, located at the extract.
// RUN: %mutate 'scf.for %arg4 = %24 to %23' 'scf.for %arg4 = %24 to %27' < %S/../../Inputs/iree_codegen/cross_attention_mask_guard.codegen.mlir > %t.range.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/cross_attention_mask_guard.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.range.mlir -o %t.out.mlir | filecheck %s

// CHECK: FAILED  execution matches spec: a run of the lowered code: undefined behaviour: extract position [2] outside [2] {{.*}} at vector.extract at cross_attention_dispatch_9_matmul_like_3x8x8_f32.mlir:59:21
// CHECK: unsupported: scf.if at cross_attention_dispatch_9_matmul_like_3x8x8_f32.mlir:60:15: guard not defined everywhere: {{.*}} extracts a mask lane at a position that may be out of range
// CHECK: @cross_attention_dispatch_9_matmul_like_3x8x8_f32: FAILED (execution matches spec)
