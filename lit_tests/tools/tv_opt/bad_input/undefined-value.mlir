// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: undefined-value.mlir:4:19: error: use of undefined value %x
func.func @f() {
  %0 = arith.addi %x, %x : i32
  func.return
}
