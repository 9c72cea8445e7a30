// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: verifier.mlir:4:3: error: 'func.return' op Expected arguments to have the same types as the function output types: expected [i32], got []
func.func @f() -> i32 {
  func.return
}
