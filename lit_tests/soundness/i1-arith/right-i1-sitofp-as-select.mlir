// SOUNDNESS: right i1-arith: sitofp of i1 lowered as select(x, -1.0, 0.0), extsi of i1 as select(x, -1, 0)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate '(%\d+) = arith.sitofp (%arg0) : i1 to f32' '%%m1 = arith.constant -1.0 : f32\n    %%z = arith.constant 0.0 : f32\n    \1 = arith.select \2, %%m1, %%z : f32' | %mutate '(%\d+) = arith.extsi (%arg0) : i1 to i32' '%%m1 = arith.constant -1 : i32\n    %%z = arith.constant 0 : i32\n    \1 = arith.select \2, %%m1, %%z : i32' > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @to_float: verified
// CHECK: @widen: verified

func.func @to_float(%x: i1) -> f32 {
  %r = arith.sitofp %x : i1 to f32
  return %r : f32
}

func.func @widen(%x: i1) -> i32 {
  %r = arith.extsi %x : i1 to i32
  return %r : i32
}
