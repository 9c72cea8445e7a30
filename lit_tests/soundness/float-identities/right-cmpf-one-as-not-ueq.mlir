// SOUNDNESS: right float-identities: cmpf one lowered as xor(ueq, true) and ult as not(oge): the negated predicates
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate '(%\d+) = arith.cmpf one, (%arg0), (%arg1) : f32' '%%q = arith.cmpf ueq, \2, \3 : f32\n    %%t = arith.constant true\n    \1 = arith.xori %%q, %%t : i1' | %mutate '(%\d+) = arith.cmpf ult, (%arg0), (%arg1) : f32' '%%q = arith.cmpf oge, \2, \3 : f32\n    %%t = arith.constant true\n    \1 = arith.xori %%q, %%t : i1' > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @ne: verified
// CHECK: @lt: verified

func.func @ne(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf one, %x, %y : f32
  return %r : i1
}

func.func @lt(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf ult, %x, %y : f32
  return %r : i1
}
