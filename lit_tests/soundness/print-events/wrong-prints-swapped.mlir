// SOUNDNESS: wrong print-events: two vector.print ops swapped (a scheduler moving an output across another)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (the target does not perform the source's events

func.func @f(%x: i32, %y: i32) {
  vector.print %x : i32
  vector.print %y : i32
  return
}

// ----- target

func.func @f(%x: i32, %y: i32) {
  vector.print %y : i32
  vector.print %x : i32
  return
}
