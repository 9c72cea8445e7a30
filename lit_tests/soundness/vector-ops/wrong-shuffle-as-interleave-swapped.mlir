// SOUNDNESS: wrong vector-ops: vector.shuffle [0, 4, 1, 5] as interleave with its operands swapped
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> vector<4xi32> {
  %r = vector.shuffle %a, %b [0, 4, 1, 5] : vector<4xi32>, vector<4xi32>
  return %r : vector<4xi32>
}

// ----- target

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> vector<4xi32> {
  %r = vector.interleave %b, %a : vector<4xi32> -> vector<8xi32>
  %s = vector.extract_strided_slice %r {offsets = [0], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
  return %s : vector<4xi32>
}
