// REQUIRES: mlir-opt-19
// `ub.poison` (semantics/ub.py): a poison value, folded by MLIR 19's
// canonicalizer (`select` of poison picks the other operand, arithmetic on
// poison is poison).
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @extract_poison: verified (source is always undefined)
// CHECK: @select_poison: verified
// CHECK: @add_poison: verified (source is always undefined)
//
// The select folded to poison: where %c holds the source returns %a.
// RUN: %mutate 'return %arg0 : i32' '%%p = ub.poison : i32\n    return %%p : i32' < %t.tgt.mlir > %t.sel.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.sel.mlir --function select_poison | filecheck %s --check-prefix=SEL
// SEL: @select_poison: FAILED (return value mismatch)
// SEL: %c = -1
//
// A poison vector is poison in every lane, not a value.
// RUN: %expect-exit 1 -- tv-check %S/Inputs/poison_lane_src.mlir %S/Inputs/poison_lane_tgt.mlir | filecheck %s --check-prefix=LANE
// LANE: @lane: FAILED (return value mismatch)

func.func @extract_poison() -> f32 {
  %0 = ub.poison : vector<4xf32>
  %1 = vector.extract %0[1] : f32 from vector<4xf32>
  return %1 : f32
}

func.func @select_poison(%a: i32, %c: i1) -> i32 {
  %p = ub.poison : i32
  %r = arith.select %c, %a, %p : i32
  return %r : i32
}

func.func @add_poison(%a: i32) -> i32 {
  %p = ub.poison : i32
  %r = arith.addi %a, %p : i32
  return %r : i32
}
