// SOUNDNESS: wrong loop-steps: a scf.for whose step is an argument (0 loops forever) where the source returns at once
// A loop that keeps its carried value and reads nothing was taken to end
// (the loops-end assumption) and verified; MLIR requires a positive step.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)
// CHECK: %k = {{0|-[0-9]+}}

func.func @f(%a: memref<4xf32>, %k: index) -> f32 {
  %z = arith.constant 0.0 : f32
  return %z : f32
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
