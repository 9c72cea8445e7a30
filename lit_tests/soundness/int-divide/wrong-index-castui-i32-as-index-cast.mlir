// SOUNDNESS: wrong int-divide: index_castui i32 to index as index_cast (sign- instead of zero-extension)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: i32, %b: i32) -> index {
  %r = arith.index_castui %a : i32 to index
  return %r : index
}

// ----- target

func.func @f(%a: i32, %b: i32) -> index {
  %r = arith.index_cast %a : i32 to index
  return %r : index
}
