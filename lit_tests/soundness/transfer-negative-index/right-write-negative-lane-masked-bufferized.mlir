// SOUNDNESS: right transfer-negative-index: one-shot-bufferize of a transfer_write at %n - 1 whose lane 0 is masked off at %n = 0
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

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

func.func @f(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: vector<4xf32>, %arg2: index) -> memref<8xf32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %0 = arith.subi %arg2, %c1 : index
  %1 = arith.cmpi ne, %arg2, %c0 : index
  %cst = arith.constant dense<true> : vector<4xi1>
  %2 = vector.insert %1, %cst [0] : i1 into vector<4xi1>
  vector.transfer_write %arg1, %arg0[%0], %2 : vector<4xf32>, memref<8xf32, strided<[?], offset: ?>>
  return %arg0 : memref<8xf32, strided<[?], offset: ?>>
}
