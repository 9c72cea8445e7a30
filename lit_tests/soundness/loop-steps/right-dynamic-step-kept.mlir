// SOUNDNESS: right loop-steps: the same loop stepping by an argument on both sides
// Where the step is not positive both sides are undefined alike.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: memref<4xf32>, %k: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %k iter_args(%s = %z) -> f32 {
    scf.yield %s : f32
  }
  return %r : f32
}

// ----- target

func.func @f(%a: memref<4xf32>, %k: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %k iter_args(%s = %z) -> f32 {
    scf.yield %s : f32
  }
  return %r : f32
}
