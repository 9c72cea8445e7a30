// The vscale bound is an assumption the user sees and can raise
// (--max-vscale, refinement/vscale.py): a fold of vscale < 17 to true is
// right for every vscale 1..16, the default, and says so; with the bound
// raised it is FAILED at vscale 17.  A bound below 1 is bad input.
// RUN: %split-pair %s %t
// RUN: tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @vs: verified
// CHECK: assumes vscale <= 16 (SVE's 2048-bit maximum; every vscale 1..16 was checked, scalable vectors at each; --max-vscale N checks up to N)
// RUN: %expect-exit 1 -- tv-check --max-vscale 17 %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=RAISED
// RAISED: @vs: FAILED (return value mismatch at vscale = 17)
// RUN: %expect-exit 3 -- tv-check --max-vscale 0 %t.src.mlir %t.tgt.mlir 2>&1 | filecheck %s --check-prefix=ZERO
// ZERO: tv-check: error: --max-vscale must be at least 1

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
