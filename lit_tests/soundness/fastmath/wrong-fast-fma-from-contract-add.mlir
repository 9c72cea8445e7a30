// SOUNDNESS: wrong fastmath: a fast fma for a mulf+addf pair whose addf carries only fastmath<contract> (the fma's afn, reassoc, arcp are no op's of the source)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --math-uplift-to-fma %s > %t.mlir
// RUN: %mutate --nth -1 'arith.addf %1, %arg3 fastmath<fast>' 'arith.addf %1, %arg3 fastmath<contract>' < %s > %t.src.mlir
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.mlir | filecheck %s
// CHECK: @test: FAILED (target adds fastmath<{{reassoc|afn|arcp}}> at

func.func @test(%arg1: f32, %arg2: f32, %arg3: f32) -> f32 {
  %1 = arith.mulf %arg1, %arg2 fastmath<fast> : f32
  %2 = arith.addf %1, %arg3 fastmath<fast> : f32
  return %2 : f32
}
