// SOUNDNESS: wrong vector-ops: a select with poison in lanes 2, 3 replaced by one with poison in lanes 1, 3
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%c: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %p = ub.poison : vector<4xi32>
  %c1 = arith.constant dense<[1, 1, 0, 0]> : vector<4xi1>
  %x = arith.select %c1, %a, %p : vector<4xi1>, vector<4xi32>
  %y = arith.select %c, %x, %b : vector<4xi1>, vector<4xi32>
  return %y : vector<4xi32>
}

// ----- target

func.func @f(%c: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %p = ub.poison : vector<4xi32>
  %c1 = arith.constant dense<[1, 0, 1, 0]> : vector<4xi1>
  %x = arith.select %c1, %a, %p : vector<4xi1>, vector<4xi32>
  %y = arith.select %c, %x, %b : vector<4xi1>, vector<4xi32>
  return %y : vector<4xi32>
}
