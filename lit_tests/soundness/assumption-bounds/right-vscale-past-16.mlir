// SOUNDNESS: right assumption-bounds: vscale < 33 folded to true is right for every vscale --max-vscale 32 checks
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --max-vscale 32 %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @vs: verified
// CHECK: assumes vscale <= 32 (every vscale 1..32 was checked, scalable vectors at each; --max-vscale N checks up to N)

func.func @vs() -> i1 {
  %v = vector.vscale
  %c = arith.constant 33 : index
  %r = arith.cmpi ult, %v, %c : index
  return %r : i1
}

// ----- target

func.func @vs() -> i1 {
  %t = arith.constant true
  return %t : i1
}
