// REQUIRES: mlir-opt-19
// mlir-opt-19 as tvmlir's second reader (tvmlir/ir/mlir_opt_reader.py).
// `emitc.add` is MLIR 19 that tvmlir does not define: its own reader alone
// (--reader native, or TVMLIR_READER=native) calls it bad input; with
// mlir-opt-19 (the default, auto) it is read through MLIR's generic form
// as an opaque op: the same op on both sides is one uninterpreted function
// (semantics/opaque.py, printed), so @f verifies, and with
// --no-assume-opaque-ops it is unsupported at the op;
// --reader mlir-opt always reads through mlir-opt-19.
// RUN: tv-opt %s | %mlir-opt | filecheck %s --check-prefix=OPT
// RUN: tv-check %s %s | filecheck %s
// RUN: tv-check --reader mlir-opt %s %s | filecheck %s
// RUN: %expect-exit 2 -- tv-check --no-assume-opaque-ops %s %s | filecheck %s --check-prefix=STRICT
// RUN: %bad-input tv-check --reader native %s %s | filecheck %s --check-prefix=NATIVE
// RUN: %bad-input env TVMLIR_READER=native tv-check %s %s | filecheck %s --check-prefix=NATIVE
// An input mlir-opt-19 rejects too is bad input; where tvmlir only stopped at
// an op it does not know, in mlir-opt-19's words (the real error).
// RUN: %mutate --nth -1 'emitc.add %a, %b' 'emitc.add %a, %c' < %s > %t.undef.mlir
// RUN: %bad-input tv-check %t.undef.mlir %t.undef.mlir | filecheck %s --check-prefix=UNDEF
// Valid MLIR that tvmlir cannot hold even in generic form is unsupported at
// the place its reader stopped, never bad input.
// RUN: %mutate --nth -1 'return %a : index' 'return %a : index\n  }\n  func.func @h() -> tensor<2xi8> {\n    %c = arith.constant dense<7> : tensor<16777217xi8>\n    %r = tensor.extract_slice %c[0] [2] [1] : tensor<16777217xi8> to tensor<2xi8>\n    return %r : tensor<2xi8>' < %s > %t.huge.mlir
// RUN: %expect-exit 2 -- tv-check %t.huge.mlir %t.huge.mlir | filecheck %s --check-prefix=HUGE
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = emitc.add %a, %b : (i32, i32) -> i32
  return %0 : i32
}
func.func @g(%a: index) -> index {
  return %a : index
}
// OPT: %{{.*}} = emitc.add %{{.*}}, %{{.*}}
// CHECK: @f: verified
// CHECK: @g: verified
// CHECK: @f: assumes opaque ops with results and no memref operand are pure functions of their operands
// STRICT: @f: unsupported (emitc.add at {{.*}}mlir-opt-reader.mlir:25:8)
// STRICT: @g: verified
// NATIVE: mlir-opt-reader.mlir:25:8: error: unknown operation 'emitc.add' (tvmlir does not define it; pass --allow-unregistered-dialect to accept it as an opaque op)
// UNDEF: undef.mlir:25:22: error: use of undeclared SSA value name
// HUGE: unsupported (tvmlir cannot read this valid MLIR: dense literal of 16777217 elements: more than tvmlir holds (limit 16777216 elements; MLIR keeps a splat compact) at {{.*}}huge.mlir:32:10)
