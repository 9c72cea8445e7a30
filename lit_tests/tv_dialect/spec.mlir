// Round trip of tv.spec / tv.spec_tensor in pretty and generic form.
// RUN: tv-opt %s | filecheck %s
// RUN: tv-opt %s --print-op-generic | tv-opt | filecheck %s
// RUN: tv-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// The source text keeps quotes and newlines through both forms (printed
// with MLIR's hex escapes).
// CHECK:      tv.spec @matmul_spec source "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \22A\22}) {\0A}" {
// CHECK-NEXT:   tv.spec_tensor @A : tensor<8x16xf32>
// CHECK-NEXT:   tv.spec_tensor @C : tensor<?x4xf32> stages 1
// CHECK-NEXT: }
// GENERIC:      "tv.spec"() ({
// GENERIC-NEXT:   "tv.spec_tensor"() {sym_name = "A", type = tensor<8x16xf32>} : () -> ()
// GENERIC-NEXT:   "tv.spec_tensor"() {sym_name = "C", type = tensor<?x4xf32>, stages = 1 : i64} : () -> ()
// GENERIC-NEXT: }) {sym_name = "matmul_spec", source = "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \22A\22}) {\0A}"} : () -> ()
tv.spec @matmul_spec source "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \"A\"}) {\n}" {
  tv.spec_tensor @A : tensor<8x16xf32>
  tv.spec_tensor @C : tensor<?x4xf32> stages 1
}

// Two specs side by side, one of them empty.
// CHECK: tv.spec @empty source "" {
// CHECK-NEXT: }
tv.spec @empty source "" {
}
