// SOUNDNESS: wrong negative-strides: the target of the reversed-rows forall with the first row not reversed
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: tensor<2x2xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%out = %o) -> (tensor<4xf32>) {
    %row = tensor.extract_slice %a[%i, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<2xf32>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %base = arith.muli %i, %c2 : index
    %off = arith.addi %base, %c1 : index
    %m1 = arith.constant -1 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %row into %out[%off] [2] [%m1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// ----- target

func.func @f(%a: tensor<2x2xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x00 = tensor.extract %a[%c0, %c0] : tensor<2x2xf32>
  %x01 = tensor.extract %a[%c0, %c1] : tensor<2x2xf32>
  %x10 = tensor.extract %a[%c1, %c0] : tensor<2x2xf32>
  %x11 = tensor.extract %a[%c1, %c1] : tensor<2x2xf32>
  %r = tensor.from_elements %x00, %x01, %x11, %x10 : tensor<4xf32>
  return %r : tensor<4xf32>
}
