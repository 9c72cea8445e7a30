// A named op without an upstream generalization tvmlir knows is an error
// at the op, not a crash or a silent skip.
// RUN: %expect-exit 2 --one-line-stderr --empty-stdout -- tv-opt -p tv-generalize-named-ops %s 2>&1 | filecheck %s
// CHECK: unsupported (linalg.quantized_matmul at {{.*}}generalize-named-ops-unsupported.mlir:9:8): tvmlir cannot generalize linalg.quantized_matmul

func.func @qmm(%a: tensor<4x8xi8>, %b: tensor<8x2xi8>, %za: i32, %zb: i32, %c: tensor<4x2xi32>) -> tensor<4x2xi32> {
  // A quantized matmul: zero points subtracted before multiplying.
  // (Its operands fill this line and the next.)
  %0 = linalg.quantized_matmul ins(%a, %b, %za, %zb : tensor<4x8xi8>, tensor<8x2xi8>, i32, i32) outs(%c : tensor<4x2xi32>) -> tensor<4x2xi32>
  func.return %0 : tensor<4x2xi32>
}
