// REQUIRES: mlir-opt-19
// transform.structured.tile_using_forall (2x2 tiles, no device mapping) and
// one-shot-bufferize, through the real mlir-opt-19: an scf.forall over
// memrefs whose iterations write disjoint 2x2 tiles of C.  scf.forall is a
// parallel loop: races between iterations, union of their writes.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/matmul.mlir > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/forall_tile.mlir %t.ann.mlir > %t.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.mlir -o %t.out | filecheck %s
// The lowered IR goes on to mlir-opt-19 (scf.forall printed generic).
// RUN: tv-opt --print-tv-generic %t.out -o %t.generic.mlir
// RUN: %mlir-opt --allow-unregistered-dialect %t.generic.mlir -o %t.reparsed.mlir
// Mutant: the column tile offset j*2 becomes min(j, 2) = j: tiles overlap,
// iteration (0, 1) reads C[0, 1] that iteration (0, 0) writes.
// RUN: %mutate '"arith.muli"\(%arg4, (%\d+)\) <\{overflowFlags = #arith.overflow<none>\}>' '"arith.minsi"(%arg4, \1)' < %t.mlir > %t.race.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.race.mlir | filecheck %s --check-prefix=RACE
// Mutant: 3 row tiles instead of 4: rows 6 and 7 are never written.
// RUN: %mutate 'staticUpperBound = array<i64: 4, 2>' 'staticUpperBound = array<i64: 3, 2>' < %t.mlir > %t.short.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.short.mlir | filecheck %s --check-prefix=SHORT

// SHAPE:     "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, 2>}>
// SHAPE:     "scf.forall.in_parallel"

// CHECK-NOT: FAILED
// CHECK:     ok      value = prophecy: memref.store at {{.*}}matmul.mlir:3:9: inferred @AB's partial reduction
// CHECK:     ok      no read-write race: scf.forall at {{.*}}matmul.mlir:3:9: parallel iterations
// CHECK:     ok      benign write-write races: scf.forall at {{.*}}matmul.mlir:3:9: parallel iterations write distinct cells
// CHECK:     ok      coverage: result 0 ({{.*}} = @AB)
// CHECK:     @matmul: verified

// RACE:      FAILED  no read-write race: scf.forall at {{.*}}matmul.mlir:3:9: parallel iterations: one writes a cell another reads
// RACE-NEXT:   instance: %arg3=0, %arg4=0, %arg3'=0, %arg4'=1, cell %arg2[0, 1]
// RACE:      @matmul: FAILED (no read-write race)

// SHORT-NOT: FAILED  no read-write race
// SHORT:     FAILED  coverage: result 0 ({{.*}} = @AB) of func.return at {{.*}}matmul.mlir:4:3: cells never written keep their initial value
// SHORT-NEXT:  instance: cell %arg2[6, {{[0-3]}}]
// SHORT:     @matmul: FAILED (coverage)
