// Every verifier rule of the abstract-FP type and ops.
// RUN: tv-opt %s --split-input-file --verify-diagnostics | filecheck %s

func.func @format(%x: !tv.afloat<i32>) {
  func.return
}
// CHECK: abstract-float-invalid.mlir:4:33: error: !tv.afloat expects one of f16, bf16, f32, f64 as its format, got i32

// -----
func.func @format_f80(%x: !tv.afloat<f80>) {
  func.return
}
// CHECK: abstract-float-invalid.mlir:10:37: error: !tv.afloat expects one of f16, bf16, f32, f64 as its format, got f80

// -----
func.func @concrete_operand(%a: f32, %b: f32) {
  %0 = "tv.fadd"(%a, %b) : (f32, f32) -> f32
  func.return
}
// CHECK: abstract-float-invalid.mlir:17:8: error: 'tv.fadd' op operand 'lhs' at position 0 does not verify: f32 should be of base attribute tv.afloat

// -----
func.func @mixed_formats(%a: !tv.afloat<f32>, %b: !tv.afloat<f16>) {
  %0 = "tv.fmul"(%a, %b) : (!tv.afloat<f32>, !tv.afloat<f16>) -> !tv.afloat<f32>
  func.return
}
// CHECK: abstract-float-invalid.mlir:24:8: error: 'tv.fmul' op operand 'rhs' at position 1 does not verify: attribute !tv.afloat<f32> expected from variable 'T', but got !tv.afloat<f16>

// -----
func.func @binary_result(%a: !tv.afloat<f32>) {
  %0 = "tv.fdiv"(%a, %a) : (!tv.afloat<f32>, !tv.afloat<f32>) -> !tv.afloat<f64>
  func.return
}
// CHECK: abstract-float-invalid.mlir:31:8: error: 'tv.fdiv' op result 'result' at position 0 does not verify: attribute !tv.afloat<f32> expected from variable 'T', but got !tv.afloat<f64>

// -----
func.func @unary_result(%a: !tv.afloat<f32>) {
  %0 = "tv.fneg"(%a) : (!tv.afloat<f32>) -> !tv.afloat<f16>
  func.return
}
// CHECK: abstract-float-invalid.mlir:38:8: error: 'tv.fneg' op result 'result' at position 0 does not verify: attribute !tv.afloat<f32> expected from variable 'T', but got !tv.afloat<f16>

// -----
func.func @cmp_result(%a: !tv.afloat<f32>) {
  %0 = "tv.fcmp"(%a, %a) <{predicate = #tv<fcmp_predicate olt>}> : (!tv.afloat<f32>, !tv.afloat<f32>) -> i8
  func.return
}
// CHECK: abstract-float-invalid.mlir:45:8: error: 'tv.fcmp' op result 'result' at position 0 does not verify: Expected attribute i1 but got i8

// -----
func.func @cmp_predicate(%a: !tv.afloat<f32>) {
  %0 = tv.fcmp less, %a, %a : !tv.afloat<f32>
  func.return
}
// CHECK: abstract-float-invalid.mlir:52:16: error: Expected `false`, `oeq`, `ogt`, `oge`, `olt`, `ole`, `one`, `ord`, `ueq`, `ugt`, `uge`, `ult`, `ule`, `une`, `uno`, or `true`.

// -----
func.func @cast_to_itself(%a: !tv.afloat<f32>) {
  %0 = tv.fcast %a : !tv.afloat<f32> to !tv.afloat<f32>
  func.return
}
// CHECK: abstract-float-invalid.mlir:59:8: error: 'tv.fcast' op cast from !tv.afloat<f32> to itself; use the value directly

// -----
func.func @cast_concrete(%a: f32) {
  %0 = "tv.fcast"(%a) : (f32) -> !tv.afloat<f16>
  func.return
}
// CHECK: abstract-float-invalid.mlir:66:8: error: 'tv.fcast' op operand 'input' at position 0 does not verify: f32 should be of base attribute tv.afloat

// -----
func.func @constant_not_float() {
  %0 = tv.constant 1 : i32
  func.return
}
// CHECK: abstract-float-invalid.mlir:73:20: error: expected a float literal with its type, e.g. `1.0 : f32`

// -----
func.func @constant_type() {
  %0 = "tv.constant"() <{value = 1.0 : f32}> : () -> !tv.afloat<f16>
  func.return
}
// CHECK: abstract-float-invalid.mlir:80:8: error: 'tv.constant' op result type !tv.afloat<f16> does not abstract the constant's type f32

// -----
func.func @sum_concrete(%t: tensor<4xf32>) {
  %0 = "tv.fsum"(%t) : (tensor<4xf32>) -> !tv.afloat<f32>
  func.return
}
// CHECK: abstract-float-invalid.mlir:87:8: error: 'tv.fsum' op expects a tensor of !tv.afloat elements, got tensor<4xf32>

// -----
func.func @sum_result(%t: tensor<4x!tv.afloat<f32>>) {
  %0 = tv.fsum %t : tensor<4x!tv.afloat<f32>> -> !tv.afloat<f64>
  func.return
}
// CHECK: abstract-float-invalid.mlir:94:8: error: 'tv.fsum' op result type !tv.afloat<f64> must be the element type !tv.afloat<f32> of the reduced tensor

// -----
func.func @sum_not_tensor(%t: memref<4x!tv.afloat<f32>>) {
  %0 = "tv.fsum"(%t) : (memref<4x!tv.afloat<f32>>) -> !tv.afloat<f32>
  func.return
}
// CHECK: abstract-float-invalid.mlir:101:8: error: 'tv.fsum' op operand 'input' at position 0 does not verify: memref<4x!tv.afloat<f32>> should be of base attribute tensor

// -----
func.func @dot_shapes(%a: tensor<4x!tv.afloat<f32>>, %b: tensor<8x!tv.afloat<f32>>) {
  %0 = "tv.fdot"(%a, %b) : (tensor<4x!tv.afloat<f32>>, tensor<8x!tv.afloat<f32>>) -> !tv.afloat<f32>
  func.return
}
// CHECK: abstract-float-invalid.mlir:108:8: error: 'tv.fdot' op operand 'rhs' at position 1 does not verify: attribute tensor<4x!tv.afloat<f32>> expected from variable 'T', but got tensor<8x!tv.afloat<f32>>

// -----
func.func @dot_rank(%a: tensor<2x2x!tv.afloat<f32>>) {
  %0 = tv.fdot %a, %a : tensor<2x2x!tv.afloat<f32>> -> !tv.afloat<f32>
  func.return
}
// CHECK: abstract-float-invalid.mlir:115:8: error: 'tv.fdot' op expects 1-D tensors, got tensor<2x2x!tv.afloat<f32>>

// -----
func.func @dot_result(%a: tensor<4x!tv.afloat<f32>>) {
  %0 = tv.fdot %a, %a : tensor<4x!tv.afloat<f32>> -> !tv.afloat<f16>
  func.return
}
// CHECK: abstract-float-invalid.mlir:122:8: error: 'tv.fdot' op result type !tv.afloat<f16> must be the element type !tv.afloat<f32> of the reduced tensor
