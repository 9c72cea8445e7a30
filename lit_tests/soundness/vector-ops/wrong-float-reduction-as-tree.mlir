// SOUNDNESS: wrong vector-ops: vector.reduction <add> on f32 (in order) as a tree of adds without reassoc
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %i: index) -> f32 {
  %r = vector.reduction <add>, %a : vector<4xf32> into f32
  return %r : f32
}

// ----- target

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %i: index) -> f32 {
  %0 = vector.extract %a[0] : f32 from vector<4xf32>
  %1 = vector.extract %a[1] : f32 from vector<4xf32>
  %2 = vector.extract %a[2] : f32 from vector<4xf32>
  %3 = vector.extract %a[3] : f32 from vector<4xf32>
  %s0 = arith.addf %0, %1 : f32
  %s1 = arith.addf %2, %3 : f32
  %r = arith.addf %s0, %s1 : f32
  return %r : f32
}
