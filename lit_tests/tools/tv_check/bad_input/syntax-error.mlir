// A syntax error in the target: one located line, exit 3, no verdicts.
// RUN: %bad-input tv-check %S/../Inputs/named_ops.mlir %s | filecheck %s
func.func @matmul() {
  %x = arith.addi 1
}
// CHECK: syntax-error.mlir:4:19: error: operand expected
