// REQUIRES: mlir-opt-19
// An scf.while whose results are not its initial values (no carried
// values, two results: MLIR's Dialect/SCF/canonicalize.mlir
// @while_duplicated_res, canonicalized to one result used twice).  Its
// summary has no zero-trip case to merge with initial values (an internal
// error, IndexError, once the for loops' zero-trip rule met the while
// loops' summaries); the canonicalized loop carries other types, so it is
// not paired: unsupported with the reason, never a crash.
// RUN: %mlir-opt --allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(canonicalize{test-convergence}))' %s > %t.mlir
// RUN: %expect-exit 2 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @while_duplicated_res: unsupported (scf.while at {{.*}}: loop not proved to end within 16 iterations (not paired: the source's loop carries other types))

func.func @while_duplicated_res() -> (i32, i32) {
  %0:2 = scf.while () : () -> (i32, i32) {
    %val = "test.val"() : () -> i32
    %condition = "test.condition"() : () -> i1
    scf.condition(%condition) %val, %val : i32, i32
  } do {
  ^bb0(%val2: i32, %val3: i32):
    "test.use"(%val2, %val3) : (i32, i32) -> ()
    scf.yield
  }
  return %0#0, %0#1: i32, i32
}
