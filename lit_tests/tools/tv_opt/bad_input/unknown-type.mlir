// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: unknown-type.mlir:3:
func.func @f(%x: !foo.bar) {
  func.return
}
