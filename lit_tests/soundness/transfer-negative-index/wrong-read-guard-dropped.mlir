// SOUNDNESS: wrong transfer-negative-index: a transfer_read at %n - 1 guarded by %n >= 1 (else padding) with the guard dropped
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED

func.func @f(%t: tensor<8xf32>, %n: index) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %ok = arith.cmpi sge, %n, %c1 : index
  %r = scf.if %ok -> vector<4xf32> {
    %i = arith.subi %n, %c1 : index
    %v = vector.transfer_read %t[%i], %pad : tensor<8xf32>, vector<4xf32>
    scf.yield %v : vector<4xf32>
  } else {
    %z = vector.broadcast %pad : f32 to vector<4xf32>
    scf.yield %z : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// ----- target

func.func @f(%t: tensor<8xf32>, %n: index) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %i = arith.subi %n, %c1 : index
  %v = vector.transfer_read %t[%i], %pad : tensor<8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
