// A named op --annotate cannot generalize: unsupported (exit 2), one line naming the op.
// RUN: %expect-exit 2 --one-line-stderr --empty-stdout -- tv-opt --annotate %s 2>&1 | filecheck %s
// CHECK: unsupported (linalg.quantized_matmul at {{.*}}annotate-unsupported-named.mlir:7:8): tvmlir cannot generalize linalg.quantized_matmul

func.func @qmm(%a: tensor<4x8xi8>, %b: tensor<8x2xi8>, %za: i32, %zb: i32, %c: tensor<4x2xi32>) -> tensor<4x2xi32> {
  %e = tensor.empty() : tensor<4x2xi32>
  %0 = linalg.quantized_matmul ins(%a, %b, %za, %zb : tensor<4x8xi8>, tensor<8x2xi8>, i32, i32) outs(%c : tensor<4x2xi32>) -> tensor<4x2xi32>
  func.return %0 : tensor<4x2xi32>
}
