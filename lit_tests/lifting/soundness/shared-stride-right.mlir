// Lifting soundness, its right counterpart: a 2-D Triton add whose three pointers share one row stride (as the tutorial layer norm's X and Y do) is proved O = X + Y: the shapes the formula equates make the shared stride consistent
// RUN: tv-lift --timeout 600000 %S/Inputs/add2d_shared.ttir 2>&1 | filecheck %s

// CHECK: assumption: argument 5 strides several pointers: the kernel is translated to store nothing unless dim(%X, 1) = dim(%Y, 1)
// CHECK: @add2d_shared: verified
// CHECK: @add2d_shared: proved: O[i,j] = X[i,j] + Y[i,j]
// And the unmodified matmul, whose strides are all distinct, keeps its proof:
// RUN: tv-lift --timeout 600000 %S/../../../benchmarks/lifting/triton/matmul.ttir 2>&1 | filecheck %s --check-prefix=MATMUL
// MATMUL-NOT: strides several pointers
// MATMUL: @matmul: proved: O[i,j] = sum_k(0.0; X[i,k] * Y[k,j])
