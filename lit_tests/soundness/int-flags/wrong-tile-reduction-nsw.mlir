// SOUNDNESS: wrong int-flags: tile_reduction_using_for of an i32 row sum keeps nsw on the partial sums
// REQUIRES: mlir-opt-19
// mlir-opt-19's tile_reduction_using_for keeps the body's overflow<nsw> on
// the partial accumulators and the merge: for the row [INT_MAX, -1, 0, 0,
// 1, ...] partial 0 computes INT_MAX + 1 (poison) although no prefix of the
// spec's order overflows.  Reordering is sound only for wrapping arithmetic.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/row_sum_i32_nsw.mlir > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/tile_reduction_for.mlir %t.ann.mlir > %t.low.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.low.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.low.mlir -o %t.out | filecheck %s

// SHAPE: "arith.addi"({{.*}}) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK: unsupported: memref.store at {{.*}}: addi reduction reordered with overflow<nsw>: partial accumulators of @s are combined here with nsw, so a partial may overflow (poison) where the spec's order does not
// CHECK: @row_sum_i: unsupported (memref.store at {{.*}})
