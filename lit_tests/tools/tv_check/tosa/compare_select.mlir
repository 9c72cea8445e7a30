// TOSA's comparisons, select and logical ops (the spec's comparison,
// ternary and logical chapters) against mlir-opt-19's tosa-to-linalg:
// verified; then mutants of the real lowering (a swapped predicate, select's
// operands swapped, a signed comparison made unsigned) are FAILED.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'cmpf ogt' 'cmpf oge' < %t.tgt.mlir \
// RUN:   | %mutate 'arith.select %in, %in_0, %in_1' 'arith.select %in, %in_1, %in_0' \
// RUN:   | %mutate 'cmpi sge' 'cmpi uge' | %mutate 'arith.xori' 'arith.ori' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @select(%p: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<1xf32>) -> tensor<2xf32> {
  %r = tosa.select %p, %a, %b : (tensor<2xi1>, tensor<2xf32>, tensor<1xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @greater(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xi1> {
  %r = tosa.greater %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %r : tensor<2xi1>
}

func.func @greater_equal_i(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi1> {
  %r = tosa.greater_equal %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %r : tensor<2xi1>
}

func.func @equal(%a: tensor<2xf32>, %b: tensor<1xf32>) -> tensor<2xi1> {
  %r = tosa.equal %a, %b : (tensor<2xf32>, tensor<1xf32>) -> tensor<2xi1>
  return %r : tensor<2xi1>
}

func.func @logical(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = tosa.logical_and %a, %b : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %1 = tosa.logical_or %0, %b : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %2 = tosa.logical_xor %1, %a : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %3 = tosa.logical_not %2 : (tensor<2xi1>) -> tensor<2xi1>
  return %3 : tensor<2xi1>
}

// CHECK: @select: verified
// CHECK: @greater: verified
// CHECK: @greater_equal_i: verified
// CHECK: @equal: verified
// CHECK: @logical: verified

// BAD: @select: FAILED (return value mismatch)
// BAD: @greater: FAILED (return value mismatch)
// BAD: @greater_equal_i: FAILED (return value mismatch)
// BAD: @equal: verified
// BAD: @logical: FAILED (return value mismatch)
