// REQUIRES: mlir-opt-19
// Calls to declarations in loop nests: pure and total functions of their
// scalar arguments (semantics/func.py, printed), results compared as
// functions of their operands, calls without results free to move.
// Unswitched by mlir-opt-19: verified by the affine dataflow route.
// RUN: %mlir-opt -test-affine-loop-unswitch %s > %t.unswitch.mlir
// RUN: tv-check --memref-inputs-simple %s %t.unswitch.mlir | filecheck %s
// The call's argument changed (the outer induction variable).
// RUN: %mutate '@val\(%arg3\)' '@val(%arg2)' < %t.unswitch.mlir > %t.arg.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose --no-confirm %s %t.arg.mlir | filecheck %s --check-prefix=ARG
// With --no-assume-pure-calls the route declines too.
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --no-assume-pure-calls --verbose %s %t.unswitch.mlir | filecheck %s --check-prefix=OFF

// CHECK: @unswitch: verified
// CHECK: @unswitch: assumes external function @abc is pure and total

// ARG: @unswitch: unsupported (
// ARG: note: affine dataflow route: the final contents of argument 0 are not proved equal (affine values

// OFF: @unswitch: unsupported (
// OFF: note: affine dataflow route: func.call at {{.*}}: a call to an external function (--no-assume-pure-calls)

func.func @unswitch(%A : memref<1024xi32>, %v : i32) {
  affine.for %i = 0 to 1023 {
    affine.for %j = 0 to 1024 {
      func.call @foo() : () -> ()
      affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
        affine.store %v, %A[%i] : memref<1024xi32>
        func.call @abc() : () -> ()
      } else {
        %w = func.call @val(%j) : (index) -> i32
        affine.store %w, %A[%i + 1] : memref<1024xi32>
      }
    }
  }
  return
}
func.func private @foo()
func.func private @abc()
func.func private @val(index) -> i32
