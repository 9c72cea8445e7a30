// tosa.cast (the spec's type conversion chapter) against mlir-opt-19's
// tosa-to-linalg: every conversion verifies (float to integer rounds ties
// to even and clips; a NaN's integer is left open: printed as an
// assumption).  Mutants of the real lowering (a clip bound off by one, ties
// to even made truncation, zero-extension of a bool made sign-extension,
// `!= 0` made `== 0`) are FAILED.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'constant 1.270000e\+02 : f32' 'constant 1.260000e+02 : f32' < %t.tgt.mlir \
// RUN:   | %mutate 'math.roundeven %in : f16' 'math.trunc %in : f16' | %mutate 'extui %in : i1' 'extsi %in : i1' \
// RUN:   | %mutate 'cmpi ne' 'cmpi eq' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @f2i(%a: tensor<3xf32>) -> tensor<3xi8> {
  %r = tosa.cast %a : (tensor<3xf32>) -> tensor<3xi8>
  return %r : tensor<3xi8>
}
func.func @f2i32(%a: tensor<3xf16>) -> tensor<3xi32> {
  %r = tosa.cast %a : (tensor<3xf16>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}
func.func @i2f(%a: tensor<3xi32>) -> tensor<3xf32> {
  %r = tosa.cast %a : (tensor<3xi32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
func.func @f2f(%a: tensor<3xf32>) -> tensor<3xf16> {
  %r = tosa.cast %a : (tensor<3xf32>) -> tensor<3xf16>
  return %r : tensor<3xf16>
}
func.func @i2i_trunc(%a: tensor<3xi32>) -> tensor<3xi8> {
  %r = tosa.cast %a : (tensor<3xi32>) -> tensor<3xi8>
  return %r : tensor<3xi8>
}
func.func @i2i_ext(%a: tensor<3xi8>) -> tensor<3xi32> {
  %r = tosa.cast %a : (tensor<3xi8>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}
func.func @b2i(%a: tensor<3xi1>) -> tensor<3xi32> {
  %r = tosa.cast %a : (tensor<3xi1>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}
func.func @i2b(%a: tensor<3xi32>) -> tensor<3xi1> {
  %r = tosa.cast %a : (tensor<3xi32>) -> tensor<3xi1>
  return %r : tensor<3xi1>
}

// CHECK: @f2i: verified
// CHECK: @f2i32: verified
// CHECK: @i2f: verified
// CHECK: @f2f: verified
// CHECK: @i2i_trunc: verified
// CHECK: @i2i_ext: verified
// CHECK: @b2i: verified
// CHECK: @i2b: verified
// CHECK: @f2i, @f2i32: assumes tosa.cast of a float to an integer rounds ties to even, and a NaN's integer is left open (poison)

// BAD: @f2i: FAILED (return value mismatch)
// BAD:   source: 127
// BAD:   target: 126
// BAD: @f2i32: FAILED (return value mismatch)
// BAD: @b2i: FAILED (return value mismatch)
// BAD:   source: 1
// BAD:   target: -1
// BAD: @i2b: FAILED (return value mismatch)
