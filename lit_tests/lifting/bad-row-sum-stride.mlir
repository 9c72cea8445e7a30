// Negative: a row sum reading with stride 2 (every other element) is not
// lifted to the row sum.
// RUN: %expect-exit 1 -- tv-lift %S/Inputs/bad-row-sum-stride.mlir > %t.out
// RUN: filecheck %s < %t.out

// CHECK-NOT: proved
// CHECK: @row_sum: no formula found (searched {{[0-9]+}} candidates)
