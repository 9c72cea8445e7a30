// SOUNDNESS: wrong int-ops: the carry of addui_extended computed with a signed compare
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%x: i32, %y: i32) -> i1 {
  %s, %c = arith.addui_extended %x, %y : i32, i1
  return %c : i1
}

// ----- target

func.func @f(%x: i32, %y: i32) -> i1 {
  %s = arith.addi %x, %y : i32
  %c = arith.cmpi slt, %s, %x : i32
  return %c : i1
}
