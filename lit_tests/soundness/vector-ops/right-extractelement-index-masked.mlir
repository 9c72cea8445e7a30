// SOUNDNESS: right vector-ops: vector.extractelement with its index masked to 0..3 (out of bounds the source is poison)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> i32 {
  %r = vector.extractelement %a[%i : index] : vector<4xi32>
  return %r : i32
}

// ----- target

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> i32 {
  %c3 = arith.constant 3 : index
  %j = arith.andi %i, %c3 : index
  %r = vector.extractelement %a[%j : index] : vector<4xi32>
  return %r : i32
}
