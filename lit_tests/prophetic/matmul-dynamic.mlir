// REQUIRES: mlir-opt-19
// Matmul on dynamic shapes: one proof for every size.  tvmlir's lowering
// maps the guarded tiles to threads (scf.if guards); upstream's
// convert-parallel-loops-to-gpu cannot map loops whose bounds are
// affine.min of the tile, so its output stays scf.parallel (2x4 tiles with
// minsi bounds), which is verified as it is.
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/matmul_dynamic.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul_dynamic.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// CHECK: note: assumes: dim(A, 1) = dim(B, 0)
// CHECK: ok      value = prophecy: memref.store at {{.*}}matmul_dynamic.mlir:3:9: inferred @AB's partial reduction
// OURS:  ok      no read-write race: gpu.launch_func at {{.*}}matmul_dynamic.mlir:3:9: threads of a block
// UP:    ok      no read-write race: scf.parallel at {{.*}}matmul_dynamic.mlir:3:9: parallel iterations
// CHECK: ok      coverage: result 0 ({{.*}} = @AB)
// CHECK: @matmul_dynamic: verified
