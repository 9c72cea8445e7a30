// An axis outside the operand's rank violates REVERSE's and the
// reductions' ERROR_IF(axis < 0 || axis >= rank(shape)): the op is UB on
// every input (tosa_error_if.py).  mlir-opt-19's canonicalizer folds such a
// reverse and reduce_min of a rank-0 tensor to their operand: verified,
// the source being always undefined.  A target whose valid reverse axis is
// made 1 on a rank-1 tensor is FAILED: the target is undefined where the
// source is not.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'axis = 0 : i32} : \(tensor<2xi8>' 'axis = 1 : i32} : (tensor<2xi8>' < %s > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @reverse_rank0(%a: tensor<i8>) -> tensor<i8> {
  %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<i8>) -> tensor<i8>
  return %0 : tensor<i8>
}
func.func @reduce_rank0(%a: tensor<i32>) -> tensor<i32> {
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func @reverse(%a: tensor<2xi8>) -> tensor<2xi8> {
  %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK: @reverse_rank0: verified (source is always undefined)
// CHECK: @reduce_rank0: verified (source is always undefined)
// CHECK: @reverse: verified

// BAD: @reverse: FAILED (target is undefined where the source is defined)
