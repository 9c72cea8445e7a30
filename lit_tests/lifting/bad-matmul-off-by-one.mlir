// Negative: a matmul whose k loop stops one short is not lifted to matmul
// (no formula in the search space matches it), and nothing is proved.
// RUN: %expect-exit 1 -- tv-lift %S/Inputs/bad-matmul-off-by-one.mlir > %t.out
// RUN: filecheck %s < %t.out

// CHECK-NOT: linalg
// CHECK-NOT: proved
// CHECK: @mm: no formula found (searched {{[0-9]+}} candidates)
