// The spec symbol @<f>_spec must be free.
// RUN: %bad-input tv-opt --annotate %s | filecheck %s
// CHECK: annotate-spec-name-taken.mlir:6:1: error: 'func.func' op cannot annotate: symbol @neg_spec is already defined

func.func @neg_spec() { func.return }
func.func @neg(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.negf ins(%x : tensor<8xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}
