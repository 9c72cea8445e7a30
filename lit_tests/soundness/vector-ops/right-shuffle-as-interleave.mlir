// SOUNDNESS: right vector-ops: vector.shuffle [0, 4, 1, 5] as the first half of vector.interleave
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> vector<4xi32> {
  %r = vector.shuffle %a, %b [0, 4, 1, 5] : vector<4xi32>, vector<4xi32>
  return %r : vector<4xi32>
}

// ----- target

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> vector<4xi32> {
  %r = vector.interleave %a, %b : vector<4xi32> -> vector<8xi32>
  %s = vector.extract_strided_slice %r {offsets = [0], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
  return %s : vector<4xi32>
}
