// A matmul in scf loops is lifted to linalg.fill + linalg.matmul and proved.
// RUN: %expect-exit 0 -- tv-lift --show-annotated %S/Inputs/matmul-scf.mlir > %t.out
// RUN: filecheck %s < %t.out

// CHECK: %C_init = linalg.fill ins(%cst : f32) outs(%C : tensor<4x5xf32>)
// CHECK: %C_lifted = linalg.matmul ins(%A, %B : tensor<4x3xf32>, tensor<3x5xf32>) outs(%C_init : tensor<4x5xf32>)
// The annotated kernel: the zeroing store is the fill, the update is stage k.
// CHECK: tv.prophesy %{{.*}} for @mm_spec::@C_init [%i, %j] : f32
// CHECK: tv.prophesy %{{.*}} for @mm_spec::@C_lifted [%i, %j] stage [%k] : f32

// CHECK: @mm: verified
// CHECK: @mm: proved: C[i,j] = sum_k(0.0; A[i,k] * B[k,j])
