// Integer tosa.argmax (the spec's ARGMAX: the first index of the largest
// value, a strictly larger one replaces it) against mlir-opt-19's
// tosa-to-linalg: verified.  Mutants of the real lowering (the last index
// of the largest value: sgt made sge; argmin: sgt made slt) are FAILED.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'cmpi sgt, %in, %out_0 : i32' 'cmpi sge, %in, %out_0 : i32' < %t.tgt.mlir \
// RUN:   | %mutate 'cmpi sgt, %in, %out_0 : i8' 'cmpi slt, %in, %out_0 : i8' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @argmax0(%a: tensor<3x2xi32>) -> tensor<2xi32> {
  %r = tosa.argmax %a {axis = 0 : i32} : (tensor<3x2xi32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @argmax1(%a: tensor<2x3xi8>) -> tensor<2xi32> {
  %r = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3xi8>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}

// CHECK: @argmax0: verified
// CHECK: @argmax1: verified

// BAD: @argmax0: FAILED (return value mismatch)
// BAD: @argmax1: FAILED (return value mismatch)
