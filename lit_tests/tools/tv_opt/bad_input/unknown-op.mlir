// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: unknown-op.mlir:5:8: error: unknown operation 'foo.bar' (tvmlir does not define it; pass --allow-unregistered-dialect to accept it as an opaque op)
// RUN: tv-opt --allow-unregistered-dialect %s | filecheck %s --check-prefix=ALLOWED
func.func @f() {
  %0 = "foo.bar"() : () -> i32
  // ALLOWED: "foo.bar"() : () -> i32
  func.return
}
