// SOUNDNESS: wrong vector-ops: vector.bitcast i32 to i16 with the halves of each element swapped (endianness)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> vector<8xi16> {
  %r = vector.bitcast %a : vector<4xi32> to vector<8xi16>
  return %r : vector<8xi16>
}

// ----- target

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> vector<8xi16> {
  %r = vector.shape_cast %a : vector<4xi32> to vector<4xi32>
  %t = vector.bitcast %a : vector<4xi32> to vector<8xi16>
  %u = vector.shuffle %t, %t [1, 0, 3, 2, 5, 4, 7, 6] : vector<8xi16>, vector<8xi16>
  return %u : vector<8xi16>
}
