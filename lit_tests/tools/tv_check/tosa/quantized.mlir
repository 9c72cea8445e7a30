// Quantized tensors (`!quant.uniform`, ir/compat/quant.py): a value is its
// storage integer, as in the TOSA specification (which has no quantized
// types).  `tosa.const` holds the storage (MLIR 19's verifier: a value of
// the storage type); data movement, `select` and comparisons of one
// quantized type compute on the storage (comparing storage compares the
// real values: the scale is positive).  mlir-opt-19's canonicalizer folds
// `greater(3, -2)` of storage values to true and the select away: verified;
// the fold's constant flipped is FAILED.  An op whose result depends on
// the scale or zero point (`add`) is unsupported, and so is an unsigned
// storage type in a comparison.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --canonicalize %s > %t.tgt.mlir
// RUN: %expect-exit 2 -- tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'dense<true>' 'dense<false>' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

!q = !quant.uniform<i8:f32, 3.0757404601899907E-5:-128>
!u = !quant.uniform<u8<1:255>:f32, 0.5:128>
func.func @greater_quant(%a: tensor<2x!q>) -> (tensor<i1>, tensor<2x!q>) {
  %0 = "tosa.const"() {value = dense<3> : tensor<i8>} : () -> tensor<!q>
  %1 = "tosa.const"() {value = dense<-2> : tensor<i8>} : () -> tensor<!q>
  %2 = tosa.greater %0, %1 : (tensor<!q>, tensor<!q>) -> tensor<i1>
  %t = "tosa.const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %3 = tosa.select %t, %a, %a : (tensor<i1>, tensor<2x!q>, tensor<2x!q>) -> tensor<2x!q>
  return %2, %3 : tensor<i1>, tensor<2x!q>
}
func.func @add_quant(%a: tensor<2x!q>) -> tensor<2x!q> {
  %0 = tosa.add %a, %a : (tensor<2x!q>, tensor<2x!q>) -> tensor<2x!q>
  return %0 : tensor<2x!q>
}
func.func @greater_unsigned(%a: tensor<2x!u>, %b: tensor<2x!u>) -> tensor<2xi1> {
  %0 = tosa.greater %a, %b : (tensor<2x!u>, tensor<2x!u>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK: @greater_quant: verified
// CHECK: @add_quant: unsupported (tosa.add at {{.*}}quantized.mlir:28:{{[0-9]+}}: quantized element types (!quant.uniform) are not modelled for this op)
// CHECK: @greater_unsigned: unsupported (tosa.greater at {{.*}}: operands of different or unsigned element types)

// BAD: @greater_quant: FAILED (return value mismatch (1/2))
