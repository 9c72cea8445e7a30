// SOUNDNESS: right vector-ops: vector.extract with a dynamic position clamped to 0..3
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> i32 {
  %r = vector.extract %a[%i] : i32 from vector<4xi32>
  return %r : i32
}

// ----- target

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> i32 {
  %c3 = arith.constant 3 : index
  %j = arith.minui %i, %c3 : index
  %r = vector.extract %a[%j] : i32 from vector<4xi32>
  return %r : i32
}
