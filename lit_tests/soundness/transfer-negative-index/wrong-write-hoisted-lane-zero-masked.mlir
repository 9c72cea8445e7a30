// SOUNDNESS: wrong transfer-negative-index: a transfer_write at %n - 1 guarded by %n >= 1 hoisted out with only lane 0 masked by the guard (lanes 1..3 write at %n <= 0)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED

func.func @f(%m: memref<8xf32>, %v: vector<4xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %ok = arith.cmpi sge, %n, %c1 : index
  scf.if %ok {
    %i = arith.subi %n, %c1 : index
    vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8xf32>
  }
  return
}

// ----- target

func.func @f(%m: memref<8xf32>, %v: vector<4xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %i = arith.subi %n, %c1 : index
  %ok = arith.cmpi sgt, %n, %c0 : index
  %m0 = vector.constant_mask [4] : vector<4xi1>
  %f = vector.broadcast %ok : i1 to vector<4xi1>
  %mask = arith.andi %m0, %f : vector<4xi1>
  %mask2 = vector.insert %ok, %mask [0] : i1 into vector<4xi1>
  %all = arith.constant dense<true> : vector<4xi1>
  %mask3 = vector.insert %ok, %all [0] : i1 into vector<4xi1>
  vector.transfer_write %v, %m[%i], %mask3 : vector<4xf32>, memref<8xf32>
  return
}
