// SOUNDNESS: wrong fastmath: an fma for a mulf+addf pair where only the addf carries fastmath<contract>
// REQUIRES: mlir-opt-19
// LLVM fuses only when both ops allow it (--math-uplift-to-fma does not
// fuse this source; the fma is the contracted twin's).
// RUN: %mutate --nth -1 'arith.mulf %a, %x fastmath<contract>' 'arith.mulf %a, %x' < %s > %t.src.mlir
// RUN: %mlir-opt --math-uplift-to-fma %t.src.mlir | filecheck %s --check-prefix=KEPT
// RUN: %mlir-opt --math-uplift-to-fma %s | %mutate ' fastmath<contract>' '' > %t.fma.mlir
// RUN: %expect-exit 1 -- tv-check --fp=ieee %t.src.mlir %t.fma.mlir | filecheck %s
// KEPT: arith.mulf
// KEPT-NOT: math.fma
// CHECK: @axpy: FAILED (return value mismatch)

func.func @axpy(%a: f32, %x: f32, %y: f32) -> f32 {
  %t = arith.mulf %a, %x fastmath<contract> : f32
  %r = arith.addf %t, %y fastmath<contract> : f32
  return %r : f32
}
