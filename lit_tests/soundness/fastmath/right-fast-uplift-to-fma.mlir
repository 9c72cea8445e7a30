// SOUNDNESS: right fastmath: mlir-opt-19 --math-uplift-to-fma of a mulf+addf pair that both carry fastmath<fast> (MLIR 19's uplift-to-fma.mlir:15)
// REQUIRES: mlir-opt-19
// The fma is the add, with the add's flags: `afn`, `reassoc` and `arcp` on
// it are the add's (assumptions._licensed_by; a false "target adds
// fastmath<afn>" FAILED before session 35).
// RUN: %mlir-opt --math-uplift-to-fma %s > %t.mlir
// RUN: filecheck %s --check-prefix=FMA < %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// FMA: math.fma %arg0, %arg1, %arg2 fastmath<fast> : f32
// CHECK: @test: verified

func.func @test(%arg1: f32, %arg2: f32, %arg3: f32) -> f32 {
  %1 = arith.mulf %arg1, %arg2 fastmath<fast> : f32
  %2 = arith.addf %1, %arg3 fastmath<fast> : f32
  return %2 : f32
}
