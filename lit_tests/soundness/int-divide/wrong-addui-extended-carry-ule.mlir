// SOUNDNESS: wrong int-divide: addui_extended's carry as (a + b) <=u b (wrong when a = 0)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: i8, %b: i8) -> i8 {
  %s, %o = arith.addui_extended %a, %b : i8, i1
  %r = arith.extui %o : i1 to i8
  return %r : i8
}

// ----- target

func.func @f(%a: i8, %b: i8) -> i8 {
  %s = arith.addi %a, %b : i8
  %o = arith.cmpi ule, %s, %b : i8
  %r = arith.extui %o : i1 to i8
  return %r : i8
}
