// SOUNDNESS: wrong int-divide: trunci to i8 then extsi, rewritten with extui
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: i32, %b: i32) -> i32 {
  %t = arith.trunci %a : i32 to i8
  %r = arith.extsi %t : i8 to i32
  return %r : i32
}

// ----- target

func.func @f(%a: i32, %b: i32) -> i32 {
  %t = arith.trunci %a : i32 to i8
  %r = arith.extui %t : i8 to i32
  return %r : i32
}
