// SOUNDNESS: wrong assumption-bounds: vscale < 17 folded to true, wrong only past the default vscale bound of 16: --max-vscale raises the printed bound and finds it
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --max-vscale 32 %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @vs: FAILED (return value mismatch at vscale = 17)

func.func @vs() -> i1 {
  %v = vector.vscale
  %c = arith.constant 17 : index
  %r = arith.cmpi ult, %v, %c : index
  return %r : i1
}

// ----- target

func.func @vs() -> i1 {
  %t = arith.constant true
  return %t : i1
}
