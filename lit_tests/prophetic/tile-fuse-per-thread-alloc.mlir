// REQUIRES: mlir-opt-19
// Upstream tile-and-fuse (transform dialect) leaves the fused row max as a
// memref.alloc inside gpu.launch.  A plain alloc in a kernel is private to
// each thread (mlir-opt-19's convert-gpu-to-nvvm mallocs it per thread), so
// a thread only sees its own writes to it (design-notes section 8, "GPU").
// The wrong schedule: the reduction writes the tile at [thread_id.x], the consumer reads
// it at [thread_id.y] after a barrier: thread (15, 3) reads cell 3 of its
// own copy, which only thread (3, 0) writes, in its own copy.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/row_max_shift.mlir > %t.ann.mlir
// RUN: %python %S/../Inputs/transform/pipeline.py %S/../Inputs/transform/tile_fuse_rows.mlir %t.ann.mlir > %t.wrong.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.wrong.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.wrong.mlir | filecheck %s --check-prefix=WRONG
// The right one: the consumer is mapped like the reduction (thread x does row x):
// each thread reads only its own writes.
// RUN: %python %S/../Inputs/transform/pipeline.py %S/../Inputs/transform/tile_fuse_rows_own.mlir %t.ann.mlir > %t.own.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.own.mlir -o %t.own.out | filecheck %s --check-prefix=OWN
// Outlined (gpu.launch_func, the alloc inside the gpu.func): same verdicts.
// RUN: %mlir-opt --allow-unregistered-dialect --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo %t.wrong.mlir > %t.wrong.outlined.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.wrong.outlined.mlir | filecheck %s --check-prefix=WRONG
// RUN: %mlir-opt --allow-unregistered-dialect --gpu-kernel-outlining --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo %t.own.mlir > %t.own.outlined.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.own.outlined.mlir -o %t.own.outlined.out | filecheck %s --check-prefix=OWN-OUTLINED
// The same schedule on the whole softmax (nine fused generics, six tiles):
// the first wrong read is the broadcast of the row max, read at
// [thread_id.y] where the reduction wrote [thread_id.x].
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/softmax.mlir > %t.softmax.ann.mlir
// RUN: %python %S/../Inputs/transform/pipeline.py %S/../Inputs/transform/tile_fuse_softmax.mlir %t.softmax.ann.mlir > %t.softmax.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.softmax.mlir | filecheck %s --check-prefix=SOFTMAX

// SHAPE:     "gpu.launch"
// SHAPE:     "memref.alloc"(){{.*}} -> memref<4xf32>
// SHAPE:     "gpu.barrier"
// SHAPE:     "gpu.barrier"
// SHAPE-NOT: "memref.alloc"
// SHAPE:     "gpu.terminator"

// WRONG:      ok      read defined: memref.load at {{.*}}row_max_shift.mlir:6:8
// WRONG:      FAILED  read defined: memref.load at {{.*}}row_max_shift.mlir:11:8: reads subview of memref.alloc@{{.*}}row_max_shift.mlir:5:11 where no input or earlier write defines it
// WRONG-NEXT:   instance: {{.*}}thread_id.x={{[0-9]+}}, thread_id.y={{[0-9]+}}, cell memref.alloc@{{.*}}row_max_shift.mlir:5:11[{{[0-9]+}}] of thread ({{.*}})'s copy
// WRONG:      @row_max_shift: FAILED (read defined)

// OWN-NOT:  FAILED
// OWN:      ok      read defined: memref.load at {{.*}}row_max_shift.mlir:11:8
// OWN:      ok      no read-write race: gpu.launch at {{.*}}row_max_shift.mlir:2:1: blocks
// OWN:      ok      final value: result 0 ({{.*}} = @r)
// OWN:      @row_max_shift: verified

// SOFTMAX:      ok      read defined: memref.load at {{.*}}softmax.mlir:8:10
// SOFTMAX:      FAILED  read defined: memref.load at {{.*}}softmax.mlir:13:12: reads subview of memref.alloc@{{.*}}softmax.mlir:7:15 where no input or earlier write defines it
// SOFTMAX-NEXT:   instance: {{.*}}cell memref.alloc@{{.*}}softmax.mlir:7:15[{{[0-9]+}}] of thread ({{.*}})'s copy
// SOFTMAX:      @softmax: FAILED (read defined)

// OWN-OUTLINED-NOT: FAILED
// OWN-OUTLINED:     ok      no read-write race: gpu.launch_func at {{.*}}row_max_shift.mlir:{{[0-9]+}}:{{[0-9]+}}: blocks
// OWN-OUTLINED:     @row_max_shift: verified
