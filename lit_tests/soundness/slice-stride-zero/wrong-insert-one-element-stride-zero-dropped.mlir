// SOUNDNESS: wrong slice-stride-zero: insert_slice of one element with stride 0 dropped (attack10: verified as "source is always undefined")
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @z1: FAILED (return value mismatch)

func.func @z1(%s: tensor<1xf32>, %d: tensor<4xf32>) -> tensor<4xf32> {
  %r = tensor.insert_slice %s into %d[1] [1] [0] : tensor<1xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}

// ----- target

module {
  func.func @z1(%arg0: tensor<1xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %inserted_slice = tensor.insert_slice %arg0 into %arg1[1] [1] [0] : tensor<1xf32> into tensor<4xf32>
    return %arg1 : tensor<4xf32>
  }
}
