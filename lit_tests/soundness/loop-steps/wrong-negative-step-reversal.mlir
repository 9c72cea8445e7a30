// SOUNDNESS: wrong loop-steps: a sum loop reversed as `for i = 3 to 0 step -1` (runs zero times)
// scf.for compares `iv < ub`: a reversed loop with a negative step never runs.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %z) -> f32 {
    %x = memref.load %a[%i] : memref<4xf32>
    %n = arith.addf %s, %x : f32
    scf.yield %n : f32
  }
  return %r : f32
}

// ----- target

func.func @f(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c3 to %c0 step %cm1 iter_args(%s = %z) -> f32 {
    %x = memref.load %a[%i] : memref<4xf32>
    %n = arith.addf %s, %x : f32
    scf.yield %n : f32
  }
  return %r : f32
}
