// RUN: %bad-input tv-opt %s | filecheck %s
// CHECK: unknown-op.mlir:5:3: error: unknown operation 'foo.bar' (its dialect is not one tvmlir reads; pass --allow-unregistered-dialect to accept it as an opaque op)
// RUN: tv-opt --allow-unregistered-dialect %s | filecheck %s --check-prefix=ALLOWED
func.func @f() {
  %0 = "foo.bar"() : () -> i32
  // ALLOWED: "foo.bar"() : () -> i32
  func.return
}
