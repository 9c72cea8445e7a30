// A file with only declarations has nothing to check: bad input, not a
// silent exit 0 that would pass a build step validating nothing.
// RUN: %bad-input tv-check %s %s | filecheck %s
// CHECK: nothing-to-check.mlir:1:1: error: no function with a body to check (only declarations)
// An empty file is an empty module (as in mlir-opt-19), so the same.
// RUN: %python -c "" > %t.empty.mlir
// RUN: %bad-input tv-check %t.empty.mlir %t.empty.mlir | filecheck %s --check-prefix=EMPTY
// EMPTY: empty.mlir:1:1: error: no function with a body to check
func.func private @f(i32) -> i32
