// SOUNDNESS: wrong masked-vectors: a masked transfer_write lowered to a vector.store of all lanes
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (memory mismatch)

func.func @f(%m: memref<8xf32>, %n: index, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %mask = vector.create_mask %n : vector<8xi1>
  vector.transfer_write %v, %m[%c0], %mask {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
  return
}

// ----- target

func.func @f(%m: memref<8xf32>, %n: index, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %mask = vector.create_mask %n : vector<8xi1>
  vector.store %v, %m[%c0] : memref<8xf32>, vector<8xf32>
  return
}
