// REQUIRES: mlir-opt-19, tv-plugin
// Shared-memory staging as transform.structured.promote makes it: the
// copies into workgroup memory store loaded values without tv.prophesy.
// Each writes the symbolic content of the cell it loaded (design-notes
// section 8, "Copies"), so the matmul reading the staged tiles verifies.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/matmul.mlir > %t.ann.mlir
//
// One thread per block, the copies as sequential loops:
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/promote_workgroup.mlir --inline-outlined=%tv-plugin %t.ann.mlir > %t.seq.mlir
// RUN: filecheck %s --check-prefix=SEQ-SHAPE < %t.seq.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.seq.mlir -o %t.seq.out | filecheck %s --check-prefix=OK
//
// Four threads per block, copies distributed, barriers between phases;
// the staging buffers are workgroup allocs, read as shared by the block
// (IREE's reading, workgroup-allocs=shared): mlir-opt-19 compiles them to a
// malloc per thread, and then the threads do not see each other's copies
// (PER-THREAD, the default reading).  One thread per block (above) is right
// under both readings.
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/promote_workgroup_threads.mlir --inline-outlined=%tv-plugin %t.ann.mlir > %t.thr.mlir
// RUN: filecheck %s --check-prefix=THR-SHAPE < %t.thr.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.thr.mlir | filecheck %s --check-prefix=PER-THREAD
// RUN: %expect-exit 0 -- tv-opt -p 'verify{workgroup-allocs=shared}' %t.thr.mlir -o %t.thr.out | filecheck %s --check-prefix=OK
//
// Mutant: the A tile is staged from column 0 only (a wrong copy): the
// staged values are not the spec's.
// RUN: %mutate '("memref.load"\(%\d+, %arg\d+), %arg\d+\)' '\1, %2)' < %t.seq.mlir > %t.col0.mlir
// RUN: filecheck %s --check-prefix=COL0-TEXT < %t.col0.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.col0.mlir | filecheck %s --check-prefix=COL0
//
// Mutant: the B staging copy transposed.
// RUN: %mutate '"memref.load"\((%\d+), (%arg\d+), (%arg\d+)\)' '"memref.load"(\1, \3, \2)' < %t.thr.mlir > %t.transposed.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{workgroup-allocs=shared}' %t.transposed.mlir | filecheck %s --check-prefix=COL0
//
// Mutant: the barrier between staging B and the matmul removed: threads
// read rows of the tile other threads are still writing.
// RUN: %mutate --nth 2 '^\s*"gpu.barrier"\(\) : \(\) -> \(\).*$' '' < %t.thr.mlir > %t.race.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{workgroup-allocs=shared}' %t.race.mlir | filecheck %s --check-prefix=RACE
//
// Mutant: the A staging loop stops after 4 of 16 columns: the matmul reads
// staged cells nothing wrote.
// RUN: %mutate '"scf.for"\((%\d+), %\d+, (%\d+)\) \(\{' '"scf.for"(\1, %3, \2) ({' < %t.thr.mlir > %t.short.mlir
// RUN: filecheck %s --check-prefix=SHORT-TEXT < %t.short.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{workgroup-allocs=shared}' %t.short.mlir | filecheck %s --check-prefix=SHORT

// SEQ-SHAPE: "memref.alloc"() {{.*}} -> memref<256xi8, #gpu.address_space<workgroup>>
// SEQ-SHAPE: "memref.view"
// SEQ-SHAPE: "memref.load"
// SEQ-SHAPE-NOT: tv.prophesy
// SEQ-SHAPE: "memref.store"({{.*}}#gpu.address_space<workgroup>>

// THR-SHAPE: "gpu.thread_id"
// THR-SHAPE: "memref.store"({{.*}}#gpu.address_space<workgroup>>
// THR-SHAPE: "gpu.barrier"
// THR-SHAPE: "memref.store"({{.*}}#gpu.address_space<workgroup>>
// THR-SHAPE: "gpu.barrier"
// THR-SHAPE-NOT: "tv.prophesy"

// OK-NOT: FAILED
// OK-NOT: missing annotation
// OK: ok      write in bounds: memref.store at {{.*}}matmul.mlir:3:9
// OK: ok      value = prophecy: memref.store at {{.*}}matmul.mlir:3:9: inferred @AB's partial reduction
// OK: ok      final value: result 0
// OK: @matmul: verified

// PER-THREAD: FAILED  read defined: memref.load at {{.*}}: reads view of memref.alloc@{{.*}} where no input or earlier write defines it
// PER-THREAD: @matmul: FAILED (read defined)

// COL0-TEXT: "memref.load"(%{{[0-9]+}}, %arg{{[0-9]+}}, %2)
// COL0-NOT: missing annotation
// COL0: FAILED  value = prophecy: memref.store at {{.*}}matmul.mlir:3:9: the stored value is not the inferred spec element
// COL0: @matmul: FAILED (value = prophecy)

// RACE: FAILED  no read-write race: gpu.launch at {{.*}}matmul.mlir:3:9: threads of a block {{.*}}: one writes a cell another reads
// RACE: @matmul: FAILED (no read-write race)

// SHORT-TEXT: %3 = "arith.constant"() <{value = 4 : index}>
// SHORT-TEXT: "scf.for"(%{{[0-9]+}}, %3, %{{[0-9]+}}) ({
// SHORT: FAILED  read defined: memref.load at {{.*}}matmul.mlir:3:9: reads {{.*}} where no input or earlier write defines it
// SHORT: @matmul: FAILED (read defined)
