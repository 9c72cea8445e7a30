// SOUNDNESS: right int-divide: addui_extended's carry as (a + b) <u b
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: i8, %b: i8) -> i8 {
  %s, %o = arith.addui_extended %a, %b : i8, i1
  %r = arith.extui %o : i1 to i8
  return %r : i8
}

// ----- target

func.func @f(%a: i8, %b: i8) -> i8 {
  %s = arith.addi %a, %b : i8
  %o = arith.cmpi ult, %s, %b : i8
  %r = arith.extui %o : i1 to i8
  return %r : i8
}
