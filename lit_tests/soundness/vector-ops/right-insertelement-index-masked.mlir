// SOUNDNESS: right vector-ops: vector.insertelement with its index masked to 0..3
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> vector<4xi32> {
  %e = arith.constant 7 : i32
  %r = vector.insertelement %e, %a[%i : index] : vector<4xi32>
  return %r : vector<4xi32>
}

// ----- target

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> vector<4xi32> {
  %c3 = arith.constant 3 : index
  %j = arith.andi %i, %c3 : index
  %e = arith.constant 7 : i32
  %r = vector.insertelement %e, %a[%j : index] : vector<4xi32>
  return %r : vector<4xi32>
}
