// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: type-mismatch.mlir:4:23: error: operand is used with type i32, but has been previously used or defined with type f32
func.func @f(%a: i32, %b: f32) -> i32 {
  %0 = arith.addi %a, %b : i32
  func.return %0 : i32
}
