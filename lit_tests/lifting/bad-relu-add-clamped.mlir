// REQUIRES: heavy
// Negative: the kernel matches relu(A + B) on every sampled size (3 and 4)
// but never writes columns >= 4.  The search finds the formula; the proof
// for all sizes refutes it, so it is reported unproved, not proved.
// RUN: %expect-exit 1 -- tv-lift %S/Inputs/bad-relu-add-clamped.mlir > %t.out
// RUN: filecheck %s < %t.out

// CHECK: FAILED  coverage
// CHECK: @relu_add: FAILED (coverage)
// CHECK-NOT: @relu_add: proved
// CHECK: @relu_add: lifted (unproved: --verify: FAILED (coverage)): O[i,j] = max(A[i,j] + B[i,j], 0.0)
