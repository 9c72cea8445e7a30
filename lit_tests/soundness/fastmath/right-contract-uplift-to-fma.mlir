// SOUNDNESS: right fastmath: mlir-opt-19 --math-uplift-to-fma of a mulf+addf pair that both carry fastmath<contract>
// REQUIRES: mlir-opt-19
// contract on both ops lets them be fused into one fma (LLVM's LangRef):
// the source's value is either result, and the report says so.
// RUN: %mlir-opt --math-uplift-to-fma %s > %t.mlir
// RUN: filecheck %s --check-prefix=FMA < %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// FMA: math.fma %arg0, %arg1, %arg2 fastmath<contract> : f32
// CHECK: @axpy: verified
// CHECK: @axpy: assumes fastmath<contract> at {{.*}}right-contract-uplift-to-fma.mlir:14:8: the multiply-add may be fused into one fma

func.func @axpy(%a: f32, %x: f32, %y: f32) -> f32 {
  %t = arith.mulf %a, %x fastmath<contract> : f32
  %r = arith.addf %t, %y fastmath<contract> : f32
  return %r : f32
}
