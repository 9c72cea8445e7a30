// A func.call inside the region of an unregistered op: MLIR treats such an
// op as a potentially unknown symbol table, so MLIR 19 neither resolves
// nor verifies the call (Dialect/Func/func-transform.mlir,
// Transforms/inlining.mlir, Dialect/GPU/async-region.mlir); xDSL looked
// the callee up in the unknown op's region and refused valid MLIR.
// RUN: tv-opt --reader native --allow-unregistered-dialect %s | filecheck %s
// CHECK: func.call @second(%0) : (index) -> ()
//
// Outside such a region, a call to a missing function stays MLIR's error.
// RUN: %mutate '@second\(index\)' '@third(index)' < %s > %t.missing.mlir
// RUN: %bad-input tv-opt --reader native --allow-unregistered-dialect %t.missing.mlir | filecheck %s --check-prefix=MISSING
// MISSING: missing.mlir:[[# @LINE + 7]]:3: error: 'func.call' op '@second' could not be found in symbol table

func.func @nested_call() {
  %0 = "test.arg"() : () -> index
  "test.foo"() ({
    func.call @second(%0) : (index) -> ()
  }) : () -> ()
  func.call @second(%0) : (index) -> ()
  return
}
func.func private @second(index)
