// SOUNDNESS: wrong fastmath: an fma for a mulf+addf pair without fastmath<contract> (the --math-uplift-to-fma output of the contracted twin, flags stripped)
// REQUIRES: mlir-opt-19
// Without contract the product is rounded before the add: the fused result
// differs (exact IEEE counterexample).
// RUN: %mlir-opt --math-uplift-to-fma %s | %mutate --all ' fastmath<contract>' '' > %t.fma.mlir
// RUN: %mutate --all ' fastmath<contract>' '' < %s > %t.src.mlir
// RUN: filecheck %s --check-prefix=FMA < %t.fma.mlir
// RUN: %expect-exit 1 -- tv-check --fp=ieee %t.src.mlir %t.fma.mlir | filecheck %s
// FMA: math.fma %arg0, %arg1, %arg2 : f32
// CHECK: @axpy: FAILED (return value mismatch)
// CHECK: returned value #0:

func.func @axpy(%a: f32, %x: f32, %y: f32) -> f32 {
  %t = arith.mulf %a, %x fastmath<contract> : f32
  %r = arith.addf %t, %y fastmath<contract> : f32
  return %r : f32
}
