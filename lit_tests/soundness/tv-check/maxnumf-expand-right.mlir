// SOUNDNESS: right tv-check: mlir-opt-19 --arith-expand of maxnumf/minnumf (cmpf + select) returns either zero of {+0.0, -0.0}, as the LangRef allows
// REQUIRES: mlir-opt-19
// The source may return either zero (a fresh choice per execution), so a
// target that returns the second operand's zero refines it (issue 21: a
// fixed zero made this FAILED).
// RUN: %mlir-opt --arith-expand %s > %t.mlir
// RUN: tv-check %s %t.mlir | filecheck %s
// RUN: tv-check --fp=ieee %s %t.mlir | filecheck %s

func.func @maxnum(%x: f32, %y: f32) -> f32 {
  %r = arith.maxnumf %x, %y : f32
  return %r : f32
}

func.func @minnum(%x: f32, %y: f32) -> f32 {
  %r = arith.minnumf %x, %y : f32
  return %r : f32
}

// CHECK: @maxnum: verified
// CHECK-NEXT: @minnum: verified
