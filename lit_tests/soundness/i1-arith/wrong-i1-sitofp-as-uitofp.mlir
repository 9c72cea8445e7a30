// SOUNDNESS: wrong i1-arith: sitofp of i1 lowered as uitofp (true is -1.0 signed, 1.0 unsigned); extsi as extui
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.sitofp' 'arith.uitofp' | %mutate 'arith.extsi' 'arith.extui' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @to_float: FAILED (return value mismatch)
// CHECK: source: -1.0
// CHECK: target: 1.0
// CHECK: @widen: FAILED (return value mismatch)

func.func @to_float(%x: i1) -> f32 {
  %r = arith.sitofp %x : i1 to f32
  return %r : f32
}

func.func @widen(%x: i1) -> i32 {
  %r = arith.extsi %x : i1 to i32
  return %r : i32
}
