// SOUNDNESS: wrong print-events: a vector.print whose punctuation <comma> is dropped (other output)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (the target does not perform the source's events

func.func @f(%x: i32) {
  vector.print %x : i32 punctuation <comma>
  return
}

// ----- target

func.func @f(%x: i32) {
  vector.print %x : i32
  return
}
