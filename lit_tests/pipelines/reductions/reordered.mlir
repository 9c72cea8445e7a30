// REQUIRES: mlir-opt-19
// Reductions that upstream's transforms reorder (issue 8, item 7):
// partial accumulators filled with the neutral element, then merged into
// the output.  --verify does not prove a reordering yet: each lowering is
// `unsupported` at the merge, with a reason naming the reduction, never a
// false `FAILED (missing annotation)` (what it said before) and never
// `verified`.  A float sum whose spec carries no fastmath<reassoc> says the
// reordering was not licensed.
//
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_max.mlir > %t.max.mlir
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_sum.mlir > %t.sum.mlir
// RUN: %mutate 'arith.addf %in, %acc : f32' 'arith.addf %in, %acc fastmath<reassoc> : f32' < %S/../../Inputs/programs/row_sum.mlir > %t.reassoc.src.mlir
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %t.reassoc.src.mlir > %t.reassoc.mlir
//
// tile_reduction_using_for: a loop over tiles of the reduced dim.
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_for.mlir %t.max.mlir > %t.for.max.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.for.max.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.for.max.mlir -o %t.for.max.out | filecheck %s --check-prefix=MAX
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_for.mlir %t.sum.mlir > %t.for.sum.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.for.sum.mlir -o %t.for.sum.out | filecheck %s --check-prefix=SUM
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_for.mlir %t.reassoc.mlir > %t.for.reassoc.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.for.reassoc.mlir -o %t.for.reassoc.out | filecheck %s --check-prefix=REASSOC
//
// tile_reduction_using_forall: parallel partials.
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_forall.mlir %t.max.mlir > %t.forall.max.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.forall.max.mlir -o %t.forall.max.out | filecheck %s --check-prefix=MAX
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_forall.mlir %t.sum.mlir > %t.forall.sum.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.forall.sum.mlir -o %t.forall.sum.out | filecheck %s --check-prefix=SUM
//
// split_reduction: x reshaped to [i, k1, k0], partials over k0.
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/split_reduction.mlir %t.max.mlir > %t.split.max.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.split.max.mlir -o %t.split.max.out | filecheck %s --check-prefix=MAX
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/split_reduction.mlir %t.sum.mlir > %t.split.sum.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.split.sum.mlir -o %t.split.sum.out | filecheck %s --check-prefix=SUM
//
// Mutant: the merge stores the partial alone (max(p, m) -> p): no longer a
// merge of accumulators, so nothing is refused up front, and the lowering
// is wrong: the output misses the other partials.
// RUN: %mutate --nth 2 '"arith.maximumf"\((%\d+), (%\d+)\)' '"arith.maximumf"(\1, \1)' < %t.for.max.mlir > %t.nomerge.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.nomerge.mlir | filecheck %s --check-prefix=NOMERGE

// SHAPE: "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xf32>
// SHAPE: "tv.prophesy"
// SHAPE: "arith.maximumf"
// SHAPE-NOT: "tv.prophesy"
// SHAPE: "memref.store"

// MAX:      unsupported: memref.store at {{.*}}row_max.mlir:6:8: maximumf reduction reordered: partial accumulators of @m (a split or tiled reduction) are merged here; reordered reductions are not verified yet
// MAX:      @row_max: unsupported (memref.store at {{.*}}row_max.mlir:6:8)

// SUM:      unsupported: memref.store at {{.*}}row_sum.mlir:3:8: addf reduction reordered without reassoc: partial accumulators of @s are merged here in another order than the spec's, and the spec's arith.addf carries no fastmath<reassoc>
// SUM:      @row_sum: unsupported (memref.store at {{.*}}row_sum.mlir:3:8)

// REASSOC:  unsupported: {{.*}}: addf reduction reordered: partial accumulators of @s (a split or tiled reduction) are merged here
// REASSOC:  @row_sum: unsupported

// NOMERGE:  @row_max: FAILED
