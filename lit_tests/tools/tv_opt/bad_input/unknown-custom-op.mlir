// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: unknown-custom-op.mlir:5:3: error: unknown operation 'linalg.frobnicate'
func.func @f() {
  // A known dialect, an unknown op in its custom syntax.
  linalg.frobnicate
  func.return
}
