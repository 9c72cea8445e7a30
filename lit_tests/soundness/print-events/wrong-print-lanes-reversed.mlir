// SOUNDNESS: wrong print-events: a printed vector whose lanes the target reverses
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (the target does not perform the source's events

func.func @f(%x: vector<4xi32>) {
  vector.print %x : vector<4xi32>
  return
}

// ----- target

func.func @f(%x: vector<4xi32>) {
  %s = vector.shuffle %x, %x [3, 2, 1, 0] : vector<4xi32>, vector<4xi32>
  vector.print %s : vector<4xi32>
  return
}
