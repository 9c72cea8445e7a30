// Every verifier rule of tv.spec (and of the region form's tv.spec_tensor).
// RUN: tv-opt %s --split-input-file --verify-diagnostics | filecheck %s

tv.spec @s source "" tensors [@C : tensor<4xf32>, @C : tensor<8xf32>]
// CHECK: spec-invalid.mlir:4:1: error: 'tv.spec' op declares spec tensor @C twice

// -----
"tv.spec"() {sym_name = "s", tensors = []} : () -> ()
// CHECK: spec-invalid.mlir:8:1: error: 'tv.spec' op attribute 'source' expected in operation 'tv.spec'

// -----
"tv.spec"() {source = "", tensors = []} : () -> ()
// CHECK: spec-invalid.mlir:12:1: error: 'tv.spec' op attribute 'sym_name' expected in operation 'tv.spec'

// -----
tv.spec @a source "" tensors []
tv.spec @a source "" tensors []
// CHECK: spec-invalid.mlir:15:1: error: 'builtin.module' op Redefinition of symbol "a"

// -----
tv.spec @s source "" tensors [@C : memref<4xf32>]
// CHECK: spec-invalid.mlir:21:36: error: spec tensor @C needs a ranked tensor type

// -----
tv.spec @s source "" tensors [@R : tensor<4xf32> stages 0]
// CHECK: spec-invalid.mlir:25:57: error: stages must be positive (omit it for no reduction)

// -----
"tv.spec"() {sym_name = "s", source = "", tensors = [{name = "C", type = tensor<4xf32>, shape = 1}]} : () -> ()
// CHECK: spec-invalid.mlir:29:1: error: 'tv.spec' op unknown key 'shape' in a tensors entry (expected name, type, stages)

// -----
"tv.spec"() {sym_name = "s", source = "", tensors = [{name = "C", type = f32}]} : () -> ()
// CHECK: spec-invalid.mlir:33:1: error: 'tv.spec' op spec tensor @C needs a ranked tensor type, got f32

// -----
"tv.spec"() ({
  "tv.spec_tensor"() {sym_name = "C", type = tensor<4xf32>} : () -> ()
}) {sym_name = "s", source = "", tensors = []} : () -> ()
// CHECK: spec-invalid.mlir:37:1: error: 'tv.spec' op has both a tensors attribute and a region of tv.spec_tensor ops

// The region form of earlier releases.
// -----
tv.spec @s source "" {
  %c = arith.constant 0 : index
}
// CHECK: spec-invalid.mlir:44:1: error: 'tv.spec' op may only contain tv.spec_tensor ops, found arith.constant

// -----
tv.spec @s source "" {
  tv.spec_tensor @R : tensor<4xf32> stages 0
}
// CHECK: spec-invalid.mlir:51:3: error: 'tv.spec_tensor' op stages must be positive (omit it for no reduction), got 0

// -----
func.func @f() {
  tv.spec_tensor @C : tensor<4xf32>
  func.return
}
// CHECK: spec-invalid.mlir:57:3: error: 'tv.spec_tensor' op 'tv.spec_tensor' expects parent op 'tv.spec'
