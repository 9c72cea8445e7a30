// REQUIRES: mlir-opt-19
// RUN: %mlir-gpu-pipeline %s > %t.gpu.mlir
// RUN: tv-opt --allow-unregistered-dialect %t.gpu.mlir | filecheck %s
// RUN: tv-opt --allow-unregistered-dialect %t.gpu.mlir | %mlir-opt --allow-unregistered-dialect | filecheck %s --check-prefix=BACK
// RUN: tv-opt --allow-unregistered-dialect --print-op-generic %t.gpu.mlir | %mlir-opt --allow-unregistered-dialect | filecheck %s --check-prefix=BACK

func.func @row_sum(%x: tensor<8x16xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {
      indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}

// CHECK:      "gpu.func"()
// CHECK:        scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:          memref.load %{{.*}}[%{{.*}}, %[[K]]]
// CHECK:          arith.addf
// CHECK:          memref.store

// BACK: gpu.func @row_sum_kernel
// BACK: scf.for
