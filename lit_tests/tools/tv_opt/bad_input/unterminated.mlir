// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: unterminated.mlir:6:1: error: unexpected end of file
func.func @f() {
  func.return
// The closing brace is missing.
