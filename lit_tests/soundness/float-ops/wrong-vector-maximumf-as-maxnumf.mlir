// SOUNDNESS: wrong float-ops: vector.reduction <maximumf> emitted as <maxnumf> (NaN dropped)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%v: vector<4xf32>) -> f32 {
  %r = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  return %r : f32
}

// ----- target

func.func @f(%v: vector<4xf32>) -> f32 {
  %r = vector.reduction <maxnumf>, %v : vector<4xf32> into f32
  return %r : f32
}
