// An op on tensors tv-bufferize does not know: unsupported (exit 2), one line naming the op.
// RUN: %expect-exit 2 --one-line-stderr --empty-stdout -- tv-opt -p tv-bufferize %s 2>&1 | filecheck %s
// CHECK: unsupported (tensor.extract at {{.*}}bufferize-unsupported.mlir:7:8): tv-bufferize cannot bufferize tensor.extract

func.func @extract(%x: tensor<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract %x[%c0] : tensor<8xf32>
  func.return %0 : f32
}
