// Poison and UB: a source that is always poison or undefined allows any
// target; a target may not add UB, or poison where the source is defined.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @shift_too_far(%v: i32) -> i32 {
  %c = arith.constant 32 : i32
  %x = arith.shli %v, %c : i32
  return %x : i32
}

func.func @add_nsw(%a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b : i32
  return %x : i32
}

func.func @drop_nsw(%a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b overflow<nsw> : i32
  return %x : i32
}

func.func @add_division(%a: i32, %b: i32) -> i32 {
  return %a : i32
}

func.func @select_discards_poison(%c: i1, %v: i32) -> i32 {
  %k = arith.constant 40 : i32
  %p = arith.shli %v, %k : i32
  %x = arith.select %c, %v, %p : i32
  return %x : i32
}

// ----- target

func.func @shift_too_far(%v: i32) -> i32 {
  %x = arith.constant 7 : i32
  return %x : i32
}

func.func @add_nsw(%a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b overflow<nsw> : i32
  return %x : i32
}

func.func @drop_nsw(%a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b : i32
  return %x : i32
}

func.func @add_division(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %a : i32
}

func.func @select_discards_poison(%c: i1, %v: i32) -> i32 {
  return %v : i32
}

// CHECK: @shift_too_far: verified (source is always undefined)
// CHECK-NEXT: @add_nsw: FAILED (return value mismatch)
// CHECK:        returned value #0:
// CHECK-NEXT:     source: {{-?[0-9]+}}
// CHECK-NEXT:     target: poison
// CHECK-NEXT: @drop_nsw: verified
// CHECK-NEXT: @add_division: FAILED (target is undefined where the source is defined)
// CHECK-NEXT:   %a = {{-?[0-9]+}}
// CHECK-NEXT:   %b = 0
// CHECK-EMPTY:
// CHECK-NEXT:   the source is defined, the target is undefined
// CHECK-NEXT: @select_discards_poison: verified
