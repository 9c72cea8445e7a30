// SOUNDNESS: wrong transfer-negative-index: the transfer_write at %n - 1 with the mask that clears lane 0 at %n = 0 dropped
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)

func.func @f(%t: tensor<8xf32>, %v: vector<4xf32>, %n: index) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %i = arith.subi %n, %c1 : index
  %n0 = arith.cmpi ne, %n, %c0 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %m = vector.insert %n0, %all [0] : i1 into vector<4xi1>
  %r = vector.transfer_write %v, %t[%i], %m : vector<4xf32>, tensor<8xf32>
  return %r : tensor<8xf32>
}

// ----- target

func.func @f(%t: tensor<8xf32>, %v: vector<4xf32>, %n: index) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %i = arith.subi %n, %c1 : index
  %n0 = arith.cmpi ne, %n, %c0 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %m = vector.insert %n0, %all [0] : i1 into vector<4xi1>
  %r = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<8xf32>
  return %r : tensor<8xf32>
}
