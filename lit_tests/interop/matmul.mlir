// REQUIRES: mlir-opt-19
// RUN: %mlir-gpu-pipeline %s > %t.gpu.mlir
// RUN: tv-opt --allow-unregistered-dialect %t.gpu.mlir | filecheck %s
// RUN: tv-opt --allow-unregistered-dialect %t.gpu.mlir | %mlir-opt --allow-unregistered-dialect | filecheck %s --check-prefix=BACK
// RUN: tv-opt --allow-unregistered-dialect --print-op-generic %t.gpu.mlir | %mlir-opt --allow-unregistered-dialect | filecheck %s --check-prefix=BACK

func.func @matmul(%A: tensor<8x16xf32>, %B: tensor<16x4xf32>, %C: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) -> tensor<8x4xf32>
  func.return %0 : tensor<8x4xf32>
}

// The reduction stays a sequential scf.for inside each thread.
// CHECK:      "gpu.func"()
// CHECK:        scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:     %[[A:.*]] = memref.load %{{.*}}[%{{.*}}, %[[K]]]
// CHECK-NEXT:     %[[B:.*]] = memref.load %{{.*}}[%[[K]], %{{.*}}]
// CHECK-NEXT:     %[[C:.*]] = memref.load
// CHECK-NEXT:     %[[M:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:     %[[S:.*]] = arith.addf %[[C]], %[[M]] : f32
// CHECK-NEXT:     memref.store %[[S]]

// BACK: gpu.launch_func @matmul_kernel::@matmul_kernel
// BACK: scf.for
// BACK:   arith.mulf
