// SOUNDNESS: wrong masked-vectors: vector.create_mask of %n + 1 lanes instead of %n
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%m: memref<8xf32>, %n: index, %p: vector<8xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %mask = vector.create_mask %n : vector<8xi1>
  %v = vector.maskedload %m[%c0], %mask, %p : memref<8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %v : vector<8xf32>
}

// ----- target

func.func @f(%m: memref<8xf32>, %n: index, %p: vector<8xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n1 = arith.addi %n, %c1 : index
  %mask = vector.create_mask %n1 : vector<8xi1>
  %v = vector.maskedload %m[%c0], %mask, %p : memref<8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %v : vector<8xf32>
}
