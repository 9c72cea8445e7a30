// SOUNDNESS: right transfer-negative-index: a transfer_read at %n - 1 whose lane 0 is masked off at %n = 0, as a mask operand and as vector.mask
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%t: tensor<8xf32>, %n: index) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %i = arith.subi %n, %c1 : index
  %n0 = arith.cmpi ne, %n, %c0 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %m = vector.insert %n0, %all [0] : i1 into vector<4xi1>
  %v = vector.transfer_read %t[%i], %pad, %m : tensor<8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// ----- target

func.func @f(%t: tensor<8xf32>, %n: index) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %i = arith.subi %n, %c1 : index
  %n0 = arith.cmpi ne, %n, %c0 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %m = vector.insert %n0, %all [0] : i1 into vector<4xi1>
  %v = vector.mask %m { vector.transfer_read %t[%i], %pad : tensor<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %v : vector<4xf32>
}
