// An op on tensors tv-bufferize does not know: one error line at the op.
// RUN: %bad-input tv-opt -p tv-bufferize %s | filecheck %s
// CHECK: bufferize-unsupported.mlir:7:8: error: 'tensor.extract' op unsupported: tv-bufferize cannot bufferize tensor.extract

func.func @extract(%x: tensor<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract %x[%c0] : tensor<8xf32>
  func.return %0 : f32
}
