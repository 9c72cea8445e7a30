// An op without semantics is never skipped: the verdict names it and its
// location; exit code 2 when nothing failed.  (An op tvmlir does not define
// at all, used by both sides, is an uninterpreted function, under a printed
// assumption that --no-assume-opaque-ops turns off: semantics/opaque.py.)
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect --no-assume-opaque-ops %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %expect-exit 2 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OPAQUE
// OPAQUE: @unknown_op: verified
// OPAQUE: @unknown_op: assumes opaque ops with results and no memref operand are pure functions of their operands
// Without the flag, tvmlir's reader alone calls an op it does not define
// bad input, as in tv-opt; mlir-opt-19 defines spirv.GL.Exp, so with it (the
// default reader) the op is unsupported (lit_tests/ir/mlir-opt-reader.mlir).
// RUN: %bad-input tv-check --reader native %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=STRICT
// STRICT: src.mlir:21:8: error: unknown operation 'spirv.GL.Exp'

func.func @ok(%a: i32) -> i32 {
  return %a : i32
}

func.func @unknown_op(%a: f32) -> f32 {
  %r = "spirv.GL.Exp"(%a) : (f32) -> f32
  return %r : f32
}

func.func @bitcast(%a: f16) -> bf16 {
  %r = arith.bitcast %a : f16 to bf16
  return %r : bf16
}

// ----- target

func.func @ok(%a: i32) -> i32 {
  return %a : i32
}

func.func @unknown_op(%a: f32) -> f32 {
  %r = "spirv.GL.Exp"(%a) : (f32) -> f32
  return %r : f32
}

func.func @bitcast(%a: f16) -> bf16 {
  %r = arith.bitcast %a : f16 to bf16
  return %r : bf16
}

// CHECK: @ok: verified
// CHECK-NEXT: @unknown_op: unsupported (spirv.GL.Exp at {{.*}}.src.mlir:21:8)
// CHECK-NEXT: @bitcast: unsupported (arith.bitcast at {{.*}}.src.mlir:26:8: a bitcast between two float types)
