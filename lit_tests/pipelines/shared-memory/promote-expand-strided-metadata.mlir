// REQUIRES: mlir-opt-19, tv-plugin
// The thread-distributed shared-memory staging of promote-matmul.mlir,
// then expand-strided-metadata: every subview becomes
// memref.extract_strided_metadata + memref.reinterpret_cast with a
// linearized offset (thread_id.x * 16, block_id.y * 64 + ...).  The views
// address the storage linearly; --verify delinearizes the addresses by the
// storage's constant sizes (design-notes section 8, "Views").  The staging
// buffers are workgroup allocs read as shared by the block (IREE's reading).
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/matmul.mlir > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/promote_workgroup_threads.mlir --inline-outlined=%tv-plugin %t.ann.mlir > %t.thr.mlir
// RUN: %mlir-opt --allow-unregistered-dialect --expand-strided-metadata --lower-affine --canonicalize --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo %t.thr.mlir > %t.esm.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.esm.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{workgroup-allocs=shared}' %t.esm.mlir -o %t.out | filecheck %s --check-prefix=OK
//
// Mutant: the B tile's row stride 4 becomes 5: each thread's 4x4 tile of
// the 16x4 B is read skewed, and thread 3 of block (0, 1) reads past the
// end of B.  The global 4x4 views' type becomes strided<[?, 1], offset: ?>
// (a static row stride 4 over a stride-5 view is invalid MLIR).
// RUN: %mutate --all 'memref<4x4xf32, strided<\[4, 1\], offset: \?>>' 'memref<4x4xf32, strided<[?, 1], offset: ?>>' < %t.esm.mlir | %mutate 'static_sizes = array<i64: 4, 4>, static_strides = array<i64: 4, 1>' 'static_sizes = array<i64: 4, 4>, static_strides = array<i64: 5, 1>' > %t.skew.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{workgroup-allocs=shared}' %t.skew.mlir | filecheck %s --check-prefix=SKEW

// SHAPE: "memref.extract_strided_metadata"
// SHAPE: "memref.reinterpret_cast"
// SHAPE-NOT: "memref.subview"
// SHAPE: "gpu.barrier"

// OK-NOT: FAILED
// OK: ok      view in bounds: memref.load at {{.*}}matmul.mlir:3:9
// OK: ok      final value: result 0
// OK: @matmul: verified

// SKEW: FAILED  view in bounds: memref.load at {{.*}}matmul.mlir:3:9: reads through reinterpret_cast of base buffer of %arg1 outside the storage of %arg1 (memref<16x4xf32>)
// SKEW-NEXT: instance: {{.*}}thread_id.x=3, {{.*}}cell %arg1[16, {{[0-9]}}]
// SKEW: @matmul: FAILED (view in bounds)
