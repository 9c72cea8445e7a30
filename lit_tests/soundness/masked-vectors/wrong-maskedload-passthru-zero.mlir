// SOUNDNESS: wrong masked-vectors: vector.maskedload whose pass-through became zeros
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
  %mask = vector.create_mask %n : vector<8xi1>
  %z = arith.constant dense<0.0> : vector<8xf32>
  %v = vector.maskedload %m[%c0], %mask, %z : memref<8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %v : vector<8xf32>
}
