// A row reduction with a zeroing store: the fill and the reduction stages
// are inferred from the trace, and proved.
// RUN: %expect-exit 0 -- tv-lift %S/Inputs/row-sum-scf.mlir > %t.out
// RUN: filecheck %s < %t.out

// CHECK: %S_init = linalg.fill
// CHECK: iterator_types = ["parallel", "reduction"]

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}row-sum-scf.mlir:9:5
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}row-sum-scf.mlir:14:7
// CHECK: ok      coverage: result 0 (%S = @S_lifted)
// CHECK: @row_sum: verified
// CHECK: @row_sum: proved: S[i] = sum_k(0.0; X[i,k])
