// The lifting benchmark's script on three of its kernels (the full table
// is in the README): each is lifted and proved.
// RUN: %python %benchmarks/lifting/run.py add sum matmul | filecheck %s

// CHECK: | operator | lifted formula | verdict | candidates | time (s) |
// CHECK: | add | `O[i] = X[i] + Y[i]` | proved |
// CHECK: | matmul | `C[i,j] = sum_k(0.0; A[i,k] * B[k,j])` | proved |
// CHECK: | sum | `O[i] = sum_k(0.0; X[i,k])` | proved |
// CHECK: 3 kernels: 3 lifted, 3 proved for all sizes
