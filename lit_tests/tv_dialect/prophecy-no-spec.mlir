// Without any tv.spec in scope (a fragment, or a stripped spec) the
// reference is not checked: nothing to check it against.
// RUN: tv-opt %s | filecheck %s

// CHECK: tv.prophesy %{{.*}} for @elsewhere::@T [%{{.*}}] : i32
func.func @f(%v: i32, %i: index) -> i32 {
  %p = tv.prophesy %v for @elsewhere::@T [%i] : i32
  func.return %p : i32
}
