// SOUNDNESS: right vector-ops: canonicalize folding a select whose lanes 2 and 3 are ub.poison into a plain select
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%c: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %p = ub.poison : vector<4xi32>
  %c1 = arith.constant dense<[1, 1, 0, 0]> : vector<4xi1>
  %x = arith.select %c1, %a, %p : vector<4xi1>, vector<4xi32>
  %y = arith.select %c, %x, %b : vector<4xi1>, vector<4xi32>
  return %y : vector<4xi32>
}

// ----- target

func.func @f(%arg0: vector<4xi1>, %arg1: vector<4xi32>, %arg2: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.select %arg0, %arg1, %arg2 : vector<4xi1>, vector<4xi32>
  return %0 : vector<4xi32>
}
