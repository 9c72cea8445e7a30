// SOUNDNESS: right view-types: a padded sum whose interior is copied through a subview at [1, 1] (offset 9 in its type), as mlir-opt-19 lowers it (verify{source=})
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/pad_add.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source="%S/../Inputs/pad_add.mlir"}' %t.low.mlir -o %t.out | filecheck %s

// CHECK: ok      coverage: result 0 {{.*}} of func.return at {{.*}}pad_add.mlir:15:3
// CHECK: @pad_add: verified
