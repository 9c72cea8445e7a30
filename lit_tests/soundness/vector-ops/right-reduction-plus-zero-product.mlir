// SOUNDNESS: right vector-ops: an integer product reduction plus itself times zero
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> i32 {
  %r = vector.reduction <mul>, %a : vector<4xi32> into i32
  return %r : i32
}

// ----- target

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index) -> i32 {
  %r = vector.reduction <mul>, %a : vector<4xi32> into i32
  %z = arith.constant 0 : i32
  %q = arith.muli %r, %z : i32
  %w = arith.addi %r, %q : i32
  return %w : i32
}
