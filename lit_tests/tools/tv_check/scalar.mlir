// Scalar pairs: a verified rewrite, a wrong one with its counterexample.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @commute(%a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b : i32
  return %x : i32
}

func.func @mul_to_shift(%a: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %x = arith.muli %a, %c8 : i32
  return %x : i32
}

func.func @sub_swapped(%v: i32, %w: i32) -> i32 {
  %x = arith.subi %v, %w : i32
  return %x : i32
}

// ----- target

func.func @commute(%a: i32, %b: i32) -> i32 {
  %x = arith.addi %b, %a : i32
  return %x : i32
}

func.func @mul_to_shift(%a: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %x = arith.shli %a, %c3 : i32
  return %x : i32
}

func.func @sub_swapped(%v: i32, %w: i32) -> i32 {
  %x = arith.subi %w, %v : i32
  return %x : i32
}

// CHECK: @commute: verified
// CHECK-NEXT: @mul_to_shift: verified
// CHECK-NEXT: @sub_swapped: FAILED (return value mismatch)
// CHECK-NEXT:   %v = [[V:-?[0-9]+]]
// CHECK-NEXT:   %w = [[W:-?[0-9]+]]
// CHECK-EMPTY:
// CHECK-NEXT:   returned value #0:
// CHECK-NEXT:     source: {{-?[0-9]+}}
// CHECK-NEXT:     target: {{-?[0-9]+}}
