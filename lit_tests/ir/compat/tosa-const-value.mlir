// tosa.const with MLIR 19's attribute name `value` (xDSL: `values`), given as
// attribute or property; printed as mlir-opt-19 prints it (a property).
// RUN: tv-opt %s | filecheck %s
func.func @f() -> tensor<2xf32> {
  %c = "tosa.const"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %d = "tosa.const"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  return %c : tensor<2xf32>
}
// CHECK: %c = "tosa.const"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK: %d = "tosa.const"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
