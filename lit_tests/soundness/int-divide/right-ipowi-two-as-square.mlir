// SOUNDNESS: right int-divide: math.ipowi by 2 as a multiplication
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: i8, %b: i8) -> i8 {
  %c = arith.constant 2 : i8
  %r = math.ipowi %a, %c : i8
  return %r : i8
}

// ----- target

func.func @f(%a: i8, %b: i8) -> i8 {
  %r = arith.muli %a, %a : i8
  return %r : i8
}
