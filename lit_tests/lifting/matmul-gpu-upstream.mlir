// REQUIRES: mlir-opt-19
// A gpu.launch_func kernel made by mlir-opt-19's GPU pipeline from a
// linalg.matmul (no annotations) is lifted back to linalg.matmul, proved.
// RUN: %mlir-gpu-pipeline %S/../Inputs/programs/matmul.mlir > %t.gpu.mlir
// RUN: %expect-exit 0 -- tv-lift %t.gpu.mlir > %t.out
// RUN: filecheck %s < %t.out

// CHECK: linalg.matmul ins(%arg{{[0-9]+}}, %arg{{[0-9]+}} : tensor<8x16xf32>, tensor<16x4xf32>) outs(%arg{{[0-9]+}} : tensor<8x4xf32>)

// CHECK: ok      no read-write race: gpu.launch_func
// CHECK: @matmul: verified
// CHECK: confirm: execution agrees with the spec in 8 runs
// CHECK: @matmul: proved: [[C:arg[0-9]+]][i,j] = sum_k([[C]]_0[i,j]; arg{{[0-9]+}}[i,k] * arg{{[0-9]+}}[k,j])
