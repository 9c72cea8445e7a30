// REQUIRES: mlir-opt-19
// -remove-dead-values drops a private function's unused arguments and
// results, and the callers' operands with them: the signatures differ, so
// standalone the function is unsupported; through its public callers
// (refinement/private.py) it verifies (held-out Transforms/remove-dead-values.mlir
// :30 :75 :272 :311).  Sources: MLIR 19's remove-dead-values.mlir.
// RUN: %mlir-opt -remove-dead-values %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @clean_func_op_remove_argument_and_return_value: verified
// CHECK-NEXT: @main: verified
// CHECK-NEXT: @clean_func_op_remove_return_values: verified
// CHECK-NEXT: @main2: verified
// CHECK: @clean_func_op_remove_return_values: assumes private @clean_func_op_remove_return_values runs only through calls from @main2 (verified with it inlined)
//
// The kept result changed (the store kept): the caller returns it, FAILED
// there; the callee is not verified (standalone: unsupported, the
// signatures differ).
// RUN: %mutate '(func.func private @clean_func_op_remove_return_values\(%arg0: memref<i32>\) -> i32 \{\n\s*%c0_i32 = arith.constant 0 : i32\n\s*memref.store %c0_i32, %arg0\[\] : memref<i32>\n\s*)return %c0_i32' '\1%c1_i32 = arith.constant 1 : i32\n    return %c1_i32' < %t.tgt.mlir > %t.result.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.result.mlir | filecheck %s --check-prefix=RESULT
// RESULT: @clean_func_op_remove_return_values: unsupported (func.func at {{.*}}: the source and target signatures differ
// RESULT: @main2: FAILED (return value mismatch)
//
// The store dropped from the callee whose results all went: the memory
// the caller leaves differs, FAILED there; standalone the callee stays
// unsupported (signatures).
// RUN: %mutate '(func.func private @clean_func_op_remove_return_values\(%arg0: memref<i32>\) -> i32 \{\n\s*%c0_i32 = arith.constant 0 : i32\n)\s*memref.store %c0_i32, %arg0\[\] : memref<i32>\n' '\1' < %t.tgt.mlir > %t.store.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.store.mlir | filecheck %s --check-prefix=STORE
// STORE: @clean_func_op_remove_return_values: unsupported (func.func at {{.*}}: the source and target signatures differ
// STORE: @main2: FAILED (memory mismatch)

func.func private @clean_func_op_remove_argument_and_return_value(%arg0: i32) -> (i32) {
  return %arg0 : i32
}
func.func @main(%arg0 : i32) {
  %non_live = func.call @clean_func_op_remove_argument_and_return_value(%arg0) : (i32) -> (i32)
  return
}

func.func private @clean_func_op_remove_return_values(%arg0 : memref<i32>) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  memref.store %c0, %arg0[] : memref<i32>
  return %c0, %c0 : i32, i32
}
func.func @main2(%arg1 : memref<i32>) -> (i32) {
  %live, %non_live = func.call @clean_func_op_remove_return_values(%arg1) : (memref<i32>) -> (i32, i32)
  %non_live_0, %non_live_1 = func.call @clean_func_op_remove_return_values(%arg1) : (memref<i32>) -> (i32, i32)
  return %live : i32
}
