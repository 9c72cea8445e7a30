// SOUNDNESS: wrong slice-stride-zero: insert_slice of two elements with stride 0 replaced by inserting the last (MLIR 19 does not say which lands: unsupported, was UB and verified)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @z: unsupported (tensor.insert_slice at {{.*}}: a slice of several elements inserted with stride 0 (which one lands is not defined))

func.func @z(%s: tensor<2xf32>, %d: tensor<4xf32>) -> tensor<4xf32> {
  %r = tensor.insert_slice %s into %d[1] [2] [0] : tensor<2xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}

// ----- target

module {
  func.func @z(%arg0: tensor<2xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %arg0[%c1] : tensor<2xf32>
    %inserted = tensor.insert %extracted into %arg1[%c1] : tensor<4xf32>
    return %inserted : tensor<4xf32>
  }
}
