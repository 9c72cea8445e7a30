// REQUIRES: mlir-opt-19
// An annotated matmul (tv ops in generic form, as mlir-opt-19 needs them)
// survives the real GPU pipeline: the prophecy ends up in the kernel right
// before its store, its indices rewritten to block/thread ids and the
// reduction iv; the spec is copied into the gpu.module and the copy
// resolves.  tv-opt parses and verifies the result, and strip-tv's output
// goes back through mlir-opt-19.
// RUN: %mlir-gpu-pipeline %s > %t.gpu.mlir
// RUN: tv-opt --allow-unregistered-dialect %t.gpu.mlir | filecheck %s
// RUN: tv-opt --allow-unregistered-dialect --strip-tv %t.gpu.mlir | %mlir-opt --allow-unregistered-dialect | filecheck %s --check-prefix=STRIPPED
// RUN: tv-opt --allow-unregistered-dialect --print-op-generic %t.gpu.mlir | %mlir-opt --allow-unregistered-dialect | filecheck %s --check-prefix=BACK

"tv.spec"() ({
  "tv.spec_tensor"() {sym_name = "C", type = tensor<8x4xf32>, stages = 1 : i64} : () -> ()
}) {sym_name = "matmul_spec", source = "func.func @matmul() {}"} : () -> ()

func.func @matmul(%A: tensor<8x16xf32>, %B: tensor<16x4xf32>, %C: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %p = "tv.prophesy"(%s, %i, %j, %k) {spec = @matmul_spec::@C, operandSegmentSizes = array<i32: 1, 2, 1>} : (f32, index, index, index) -> f32
    linalg.yield %p : f32
  } -> tensor<8x4xf32>
  func.return %0 : tensor<8x4xf32>
}

// CHECK:      tv.spec @matmul_spec
// CHECK:      "gpu.module"() <{sym_name = "matmul_kernel"}>
// CHECK:        "gpu.func"()
// CHECK-DAG:      %[[BX:.*]] = gpu.block_id x
// CHECK-DAG:      %[[TX:.*]] = gpu.thread_id x
// CHECK:          scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:            %[[S:.*]] = arith.addf
// CHECK-NEXT:       %[[P:.*]] = tv.prophesy %[[S]] for @matmul_spec::@C [%[[I:.*]], %[[J:.*]]] stage [%[[K]]] : f32
// CHECK-NEXT:       memref.store %[[P]], %{{.*}}[%[[I]], %[[J]]]
// CHECK:        tv.spec @matmul_spec source "func.func @matmul() {}" tensors [@C : tensor<8x4xf32> stages 1]
// CHECK:        "gpu.module_end"()

// STRIPPED-NOT: tv.
// STRIPPED: gpu.func @matmul_kernel
// STRIPPED: %[[S:.*]] = arith.addf
// STRIPPED-NEXT: memref.store %[[S]]

// BACK: "tv.prophesy"({{.*}}) {operandSegmentSizes = array<i32: 1, 2, 1>, spec = @matmul_spec::@C}
// BACK-NEXT: memref.store
