// REQUIRES: mlir-opt-19
// A GPU schedule before transform.gpu.map_*: 4x4 tiles per block
// (mapping [#gpu.block<y>, #gpu.block<x>]) and 1x1 per thread (mapping
// [#gpu.thread<y>, #gpu.thread<x>]), bufferized by the real mlir-opt-19.
// The mapping is a hint: the loops are parallel loops all the same.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/matmul.mlir > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/forall_blocks_threads.mlir %t.ann.mlir > %t.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.mlir -o %t.out | filecheck %s
// Mutant: 3 threads along x instead of 4: column 3 of each tile is never written.
// RUN: %mutate 'staticUpperBound = array<i64: 4, 4>' 'staticUpperBound = array<i64: 4, 3>' < %t.mlir > %t.short.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.short.mlir | filecheck %s --check-prefix=SHORT
// Dynamic sizes: the bounds are dynamic operands (ceildiv and min of the
// sizes), read like MLIR's getMixedUpperBound.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/matmul_dynamic.mlir > %t.dyn.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/forall_tile.mlir %t.dyn.ann.mlir > %t.dyn.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.dyn.mlir -o %t.dyn.out | filecheck %s --check-prefix=DYN

// SHAPE:     "scf.forall"() <{mapping = [#gpu.block<y>, #gpu.block<x>]
// SHAPE:     "scf.forall"() <{mapping = [#gpu.thread<y>, #gpu.thread<x>]

// CHECK-NOT: FAILED
// CHECK:     ok      no read-write race: scf.forall at {{.*}}matmul.mlir:3:9: parallel iterations
// CHECK:     ok      no read-write race: scf.forall at {{.*}}matmul.mlir:3:9: parallel iterations
// CHECK:     ok      coverage: result 0 ({{.*}} = @AB)
// CHECK:     @matmul: verified

// SHORT:     FAILED  coverage: result 0 ({{.*}} = @AB) of func.return at {{.*}}matmul.mlir:4:3: cells never written keep their initial value
// SHORT-NEXT:  instance: cell %arg2[{{[0-7]}}, 3]
// SHORT:     @matmul: FAILED (coverage)

// DYN-NOT:   FAILED
// DYN:       ok      no read-write race: scf.forall
// DYN:       @matmul_dynamic: verified
