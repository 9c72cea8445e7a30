// SOUNDNESS: wrong int-flags: split_reduction of an i32 row sum keeps nsw on the partial sums
// REQUIRES: mlir-opt-19
// As wrong-tile-reduction-nsw, with transform.structured.split_reduction.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/row_sum_i32_nsw.mlir > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/split_reduction.mlir %t.ann.mlir > %t.low.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.low.mlir -o %t.out | filecheck %s

// CHECK: unsupported: {{.*}}: addi reduction reordered with overflow<nsw>
// CHECK: @row_sum_i: unsupported ({{.*}})
