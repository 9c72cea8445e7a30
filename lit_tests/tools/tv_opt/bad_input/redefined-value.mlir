// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: redefined-value.mlir:5:3: error: SSA value %0 is already defined
func.func @f() {
  %0 = arith.constant 1 : i32
  %0 = arith.constant 2 : i32
  func.return
}
