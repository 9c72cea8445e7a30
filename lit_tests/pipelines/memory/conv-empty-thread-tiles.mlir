// REQUIRES: mlir-opt-19
// Upstream conv tiling (tile_using_forall num_threads [7] on 16 outputs)
// gives thread 6 an empty tile whose subviews lie outside the input and
// output.  MLIR 19 makes only accesses out of bounds an error, not views:
// thread 6 accesses nothing, so the lowering verifies (it used to fail
// `view in bounds` at the subview).
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/conv1d.mlir > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/conv_empty_thread_tiles.mlir %t.ann.mlir > %t.low.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.low.mlir -o %t.out | filecheck %s --check-prefix=OK
//
// Mutant: every thread runs 3 output iterations, tile or not: thread 6
// reads through its input view past the end of the input (and writes
// outside its empty output view, the verdict's most basic failure).
// RUN: %mutate '"scf.for"\((%\d+), %\d+, (%\d+)\)' '"scf.for"(\1, %3, \2)' < %t.low.mlir > %t.oob.mlir
// RUN: filecheck %s --check-prefix=OOB-TEXT < %t.oob.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.oob.mlir | filecheck %s --check-prefix=OOB

// SHAPE: "gpu.launch"
// SHAPE: "arith.maxsi"
// SHAPE: "memref.subview"
// SHAPE: "memref.subview"
// SHAPE: "scf.for"

// OK-NOT: FAILED
// OK: ok      view in bounds: memref.load at {{.*}}conv1d.mlir:3:8
// OK: @conv1d: verified

// OOB-TEXT: %3 = "arith.constant"() <{value = 3 : index}>
// OOB-TEXT: "scf.for"(%{{[0-9]+}}, %3, %{{[0-9]+}})
// OOB: FAILED  view in bounds: memref.load at {{.*}}conv1d.mlir:3:8: reads through subview of subview of %arg0 outside the storage of %arg0 (memref<18xf32>)
// OOB-NEXT: instance: thread_id.x=6, {{.*}}cell %arg0[{{1[89]}}]
// OOB: FAILED  write in bounds: memref.store at {{.*}}conv1d.mlir:3:8: writes subview of subview of %arg2 outside memref<?xf32, strided<[1], offset: ?>>
// OOB: @conv1d: FAILED (write in bounds)
