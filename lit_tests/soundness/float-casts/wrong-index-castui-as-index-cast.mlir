// SOUNDNESS: wrong float-casts: index_castui i32 -> index emitted as the sign-extending index_cast
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i32) -> index {
  %r = arith.index_castui %x : i32 to index
  return %r : index
}

// ----- target

func.func @f(%x: i32) -> index {
  %r = arith.index_cast %x : i32 to index
  return %r : index
}
