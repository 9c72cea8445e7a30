// REQUIRES: tv-plugin
// The plugin reads what tv-opt --annotate prints (custom syntax), prints
// it back the same way, and its generic form is what tv-opt reads.
// RUN: tv-opt -p 'annotate{bare-reductions=false}' %s -o %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin %t.ann.mlir -o %t.rt.mlir
// RUN: filecheck %s < %t.rt.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --mlir-print-op-generic %t.rt.mlir -o %t.gen.mlir
// RUN: filecheck %s --check-prefix=GENERIC < %t.gen.mlir
// RUN: tv-opt %t.gen.mlir | filecheck %s

func.func @matmul(%A: tensor<4x8xf32>, %B: tensor<8x2xf32>, %C: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %r = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x2xf32>) outs(%C : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// CHECK: tv.spec @matmul_spec source "func.func @matmul
// CHECK-SAME: tensors [@A : tensor<4x8xf32>, {{.*}}, @r : tensor<4x2xf32> stages 1]
// CHECK: tv.prophesy %{{.*}} for @matmul_spec::@r [%{{.*}}, %{{.*}}] stage [%{{.*}}] : f32

// Inherent attributes stay in the attribute dictionary, as in the Python
// dialect (no properties), so the generic form is the same with or without
// the plugin.
// GENERIC: "tv.spec"() {source = "func.func @matmul
// GENERIC-SAME: sym_name = "matmul_spec", tensors = [{name = "A", type = tensor<4x8xf32>}, {{.*}}, {name = "r", stages = 1 : i64, type = tensor<4x2xf32>}]} : () -> ()
// GENERIC: "tv.prophesy"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) {operandSegmentSizes = array<i32: 1, 2, 1>, spec = @matmul_spec::@r} : (f32, index, index, index) -> f32
