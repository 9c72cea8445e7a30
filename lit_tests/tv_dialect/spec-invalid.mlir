// Every verifier rule of tv.spec and tv.spec_tensor.
// RUN: tv-opt %s --split-input-file --verify-diagnostics | filecheck %s

tv.spec @s source "" {
  %c = arith.constant 0 : index
}
// CHECK: spec-invalid.mlir:4:1: error: 'tv.spec' op may only contain tv.spec_tensor ops, found arith.constant

// -----
tv.spec @s source "" {
  tv.spec_tensor @C : tensor<4xf32>
  tv.spec_tensor @C : tensor<8xf32>
}
// CHECK: spec-invalid.mlir:10:1: error: 'tv.spec' op Redefinition of symbol "C"

// -----
"tv.spec"() ({
^bb0:
}) {sym_name = "s"} : () -> ()
// CHECK: spec-invalid.mlir:17:1: error: 'tv.spec' op attribute 'source' expected in operation 'tv.spec'

// -----
"tv.spec"() ({
^bb0:
}) {source = ""} : () -> ()
// CHECK: spec-invalid.mlir:23:1: error: 'tv.spec' op attribute 'sym_name' expected in operation 'tv.spec'

// -----
tv.spec @a source "" {
}
tv.spec @a source "" {
}
// CHECK: spec-invalid.mlir:28:1: error: 'builtin.module' op Redefinition of symbol "a"

// -----
tv.spec @s source "" {
  tv.spec_tensor @C : memref<4xf32>
}
// CHECK: spec-invalid.mlir:37:3: error: memref<4xf32> should be of base attribute tensor

// -----
tv.spec @s source "" {
  tv.spec_tensor @R : tensor<4xf32> stages 0
}
// CHECK: spec-invalid.mlir:43:3: error: 'tv.spec_tensor' op stages must be positive (omit it for no reduction), got 0

// -----
func.func @f() {
  tv.spec_tensor @C : tensor<4xf32>
  func.return
}
// CHECK: spec-invalid.mlir:49:3: error: 'tv.spec_tensor' op 'tv.spec_tensor' expects parent op 'tv.spec'
