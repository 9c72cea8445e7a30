// SOUNDNESS: wrong print-events: a vector.print under scf.if hoisted out of the branch (printed when the condition is false)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (the target does not perform the source's events

func.func @f(%x: i32, %c: i1) {
  scf.if %c {
    vector.print %x : i32
  }
  return
}

// ----- target

func.func @f(%x: i32, %c: i1) {
  vector.print %x : i32
  return
}
