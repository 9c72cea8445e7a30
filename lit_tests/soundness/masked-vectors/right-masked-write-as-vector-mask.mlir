// SOUNDNESS: right masked-vectors: a transfer_write with a mask operand as vector.mask around an unmasked transfer_write
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

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
  vector.mask %mask { vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  return
}
