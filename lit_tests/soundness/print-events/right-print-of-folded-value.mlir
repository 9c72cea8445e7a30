// SOUNDNESS: right print-events: a vector.print of x + 0 folded to a print of x, a print in both branches hoisted
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%x: i32, %c: i1) {
  %z = arith.constant 0 : i32
  %y = arith.addi %x, %z : i32
  scf.if %c {
    vector.print %y : i32
  } else {
    vector.print %x : i32
  }
  return
}

// ----- target

func.func @f(%x: i32, %c: i1) {
  vector.print %x : i32
  return
}
