// REQUIRES: mlir-opt-19
// Real upstream pipeline -> tv-opt, and tv-opt's output -> mlir-opt-19, in
// both printing forms.
// RUN: %mlir-gpu-pipeline %s > %t.gpu.mlir
// RUN: tv-opt --allow-unregistered-dialect %t.gpu.mlir | filecheck %s
// RUN: tv-opt --allow-unregistered-dialect %t.gpu.mlir | %mlir-opt --allow-unregistered-dialect | filecheck %s --check-prefix=BACK
// RUN: tv-opt --allow-unregistered-dialect --print-op-generic %t.gpu.mlir | %mlir-opt --allow-unregistered-dialect | filecheck %s --check-prefix=BACK

func.func @add(%a: tensor<16x32xf32>, %b: tensor<16x32xf32>, %out: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.add ins(%a, %b : tensor<16x32xf32>, tensor<16x32xf32>) outs(%out : tensor<16x32xf32>) -> tensor<16x32xf32>
  func.return %0 : tensor<16x32xf32>
}

// CHECK:      func.func @add(%{{.*}}: memref<16x32xf32, strided<[?, ?], offset: ?>>
// CHECK:        "gpu.launch_func"
// CHECK-SAME:     kernel = @add_kernel::@add_kernel
// CHECK:      "gpu.module"() <{sym_name = "add_kernel"}>
// CHECK:        "gpu.func"()
// CHECK-DAG:      gpu.block_id x
// CHECK-DAG:      gpu.thread_id y
// CHECK:          %[[X:.*]] = memref.load
// CHECK:          %[[Y:.*]] = memref.load
// CHECK:          %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK:          memref.store %[[S]]

// BACK: gpu.module @add_kernel
// BACK:   gpu.func @add_kernel
// BACK:     arith.addf
// BACK:     memref.store
