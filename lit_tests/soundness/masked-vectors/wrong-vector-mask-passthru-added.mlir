// SOUNDNESS: wrong masked-vectors: vector.mask around transfer_read given a pass-through (masked lanes take it, not the padding)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%m: memref<8xf32>, %n: index, %p: vector<8xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %mask = vector.create_mask %n : vector<8xi1>
  %v = vector.mask %mask { vector.transfer_read %m[%c0], %pad {in_bounds = [true]} : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %v : vector<8xf32>
}

// ----- target

func.func @f(%m: memref<8xf32>, %n: index, %p: vector<8xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %mask = vector.create_mask %n : vector<8xi1>
  %v = vector.mask %mask, %p { vector.transfer_read %m[%c0], %pad {in_bounds = [true]} : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %v : vector<8xf32>
}
