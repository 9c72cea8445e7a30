// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: syntax-error.mlir:6:22: error: Expected ','
func.func @f() {
  %0 = arith.constant 1 : i32
  // The second operand is missing.
  %1 = arith.addi %0 : i32
  func.return
}
