// Every verifier rule of tv.prophesy.
// RUN: tv-opt %s --split-input-file --verify-diagnostics | filecheck %s

func.func @index_not_index(%v: f32, %i: i32) -> f32 {
  %p = "tv.prophesy"(%v, %i) {spec = @s::@C, operandSegmentSizes = array<i32: 1, 1, 0>} : (f32, i32) -> f32
  func.return %p : f32
}
// CHECK: prophecy-invalid.mlir:5:8: error: 'tv.prophesy' op operand 'indices' at position 1 does not verify: Expected attribute index but got i32

// -----
func.func @stage_not_index(%v: f32, %i: index, %k: i64) -> f32 {
  %p = "tv.prophesy"(%v, %i, %k) {spec = @s::@C, operandSegmentSizes = array<i32: 1, 1, 1>} : (f32, index, i64) -> f32
  func.return %p : f32
}
// CHECK: prophecy-invalid.mlir:12:8: error: 'tv.prophesy' op operand 'stage' at position 2 does not verify: Expected attribute index but got i64

// -----
func.func @result_type(%v: f32, %i: index) -> f64 {
  %p = "tv.prophesy"(%v, %i) {spec = @s::@C, operandSegmentSizes = array<i32: 1, 1, 0>} : (f32, index) -> f64
  func.return %p : f64
}
// CHECK: prophecy-invalid.mlir:19:8: error: 'tv.prophesy' op result 'result' at position 0 does not verify: attribute f32 expected from variable 'T', but got f64

// -----
func.func @no_spec_attr(%v: f32, %i: index) -> f32 {
  %p = "tv.prophesy"(%v, %i) {operandSegmentSizes = array<i32: 1, 1, 0>} : (f32, index) -> f32
  func.return %p : f32
}
// CHECK: prophecy-invalid.mlir:26:8: error: 'tv.prophesy' op attribute 'spec' expected in operation 'tv.prophesy'

// -----
tv.spec @s source "" {
  tv.spec_tensor @C : tensor<4xf32>
}
func.func @unknown_spec(%v: f32, %i: index) -> f32 {
  %p = tv.prophesy %v for @other::@C [%i] : f32
  func.return %p : f32
}
// CHECK: prophecy-invalid.mlir:36:8: error: 'tv.prophesy' op no tv.spec named @other

// -----
tv.spec @s source "" {
  tv.spec_tensor @C : tensor<4xf32>
}
func.func @unknown_tensor(%v: f32, %i: index) -> f32 {
  %p = tv.prophesy %v for @s::@D [%i] : f32
  func.return %p : f32
}
// CHECK: prophecy-invalid.mlir:46:8: error: 'tv.prophesy' op tv.spec @s has no spec tensor @D

// -----
tv.spec @s source "" {
  tv.spec_tensor @C : tensor<4xf32>
}
func.func @not_nested(%v: f32, %i: index) -> f32 {
  %p = tv.prophesy %v for @s [%i] : f32
  func.return %p : f32
}
// CHECK: prophecy-invalid.mlir:56:8: error: 'tv.prophesy' op expected a reference of the form @spec::@tensor, got @s

// -----
tv.spec @s source "" {
  tv.spec_tensor @C : tensor<4x4xf32>
}
func.func @rank(%v: f32, %i: index) -> f32 {
  %p = tv.prophesy %v for @s::@C [%i] : f32
  func.return %p : f32
}
// CHECK: prophecy-invalid.mlir:66:8: error: 'tv.prophesy' op @s::@C has rank 2 but the prophecy gives 1 indices

// -----
tv.spec @s source "" {
  tv.spec_tensor @C : tensor<4xf32>
}
func.func @element_type(%v: f16, %i: index) -> f16 {
  %p = tv.prophesy %v for @s::@C [%i] : f16
  func.return %p : f16
}
// CHECK: prophecy-invalid.mlir:76:8: error: 'tv.prophesy' op value of type f16 cannot equal an element of @s::@C : tensor<4xf32>

// -----
tv.spec @s source "" {
  tv.spec_tensor @C : tensor<4xf32>
}
func.func @abstract_format(%v: !tv.afloat<f16>, %i: index) -> !tv.afloat<f16> {
  %p = tv.prophesy %v for @s::@C [%i] : !tv.afloat<f16>
  func.return %p : !tv.afloat<f16>
}
// CHECK: prophecy-invalid.mlir:86:8: error: 'tv.prophesy' op value of type !tv.afloat<f16> cannot equal an element of @s::@C : tensor<4xf32>

// -----
tv.spec @s source "" {
  tv.spec_tensor @R : tensor<4xf32> stages 1
}
func.func @stages(%v: f32, %i: index, %k: index, %l: index) -> f32 {
  %p = tv.prophesy %v for @s::@R [%i] stage [%k, %l] : f32
  func.return %p : f32
}
// CHECK: prophecy-invalid.mlir:96:8: error: 'tv.prophesy' op @s::@R has 1 reduction stages but the prophecy gives 2 stage indices

// -----
tv.spec @s source "" {
  tv.spec_tensor @C : tensor<4xf32>
}
func.func @stage_without_reduction(%v: f32, %i: index, %k: index) -> f32 {
  %p = tv.prophesy %v for @s::@C [%i] stage [%k] : f32
  func.return %p : f32
}
// CHECK: prophecy-invalid.mlir:106:8: error: 'tv.prophesy' op @s::@C has 0 reduction stages but the prophecy gives 1 stage indices
