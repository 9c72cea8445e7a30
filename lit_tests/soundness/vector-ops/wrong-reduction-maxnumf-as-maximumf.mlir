// SOUNDNESS: wrong vector-ops: vector.reduction <maxnumf> as <maximumf>
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %i: index) -> f32 {
  %r = vector.reduction <maxnumf>, %a : vector<4xf32> into f32
  return %r : f32
}

// ----- target

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %i: index) -> f32 {
  %r = vector.reduction <maximumf>, %a : vector<4xf32> into f32
  return %r : f32
}
