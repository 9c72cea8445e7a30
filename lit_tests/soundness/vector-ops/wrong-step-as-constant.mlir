// SOUNDNESS: wrong vector-ops: vector.step as a constant with its last lane wrong
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> vector<4xindex> {
  %r = vector.step : vector<4xindex>
  return %r : vector<4xindex>
}

// ----- target

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> vector<4xindex> {
  %r = arith.constant dense<[0, 1, 2, 4]> : vector<4xindex>
  return %r : vector<4xindex>
}
