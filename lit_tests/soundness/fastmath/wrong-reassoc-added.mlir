// SOUNDNESS: wrong fastmath: a pass regroups (a + b) + c as a + (b + c) and adds fastmath<reassoc> that the source does not carry
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate '(%\d+) = arith.addf %arg0, %arg1 : f32\n\s*(%\d+) = arith.addf %\d+, %arg2 : f32' '%%bc = arith.addf %arg1, %arg2 fastmath<reassoc> : f32\n    \2 = arith.addf %arg0, %%bc fastmath<reassoc> : f32' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @sum3: FAILED (target adds fastmath<reassoc> at {{.*}}, not present in the source)

func.func @sum3(%a: f32, %b: f32, %c: f32) -> f32 {
  %t = arith.addf %a, %b : f32
  %r = arith.addf %t, %c : f32
  return %r : f32
}
