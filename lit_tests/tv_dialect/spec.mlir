// Round trip of tv.spec in pretty and generic form: no region, the spec
// tensors in the `tensors` attribute.  The region form of earlier releases
// (tv.spec_tensor ops) is read and printed in the current form.
// RUN: tv-opt %s | filecheck %s
// RUN: tv-opt %s --print-op-generic | tv-opt | filecheck %s
// RUN: tv-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// The source text keeps quotes and newlines through both forms (printed
// with MLIR's hex escapes).
// CHECK:      tv.spec @matmul_spec source "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \22A\22}) {\0A}" tensors [@A : tensor<8x16xf32>, @C : tensor<?x4xf32> stages 1]
// GENERIC:      "tv.spec"() {sym_name = "matmul_spec", source = "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \22A\22}) {\0A}", tensors = [{name = "A", type = tensor<8x16xf32>}, {name = "C", stages = 1 : i64, type = tensor<?x4xf32>}]} : () -> ()
tv.spec @matmul_spec source "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \"A\"}) {\n}" tensors [@A : tensor<8x16xf32>, @C : tensor<?x4xf32> stages 1]

// An empty spec, and extra attributes kept.
// CHECK-NEXT: tv.spec @empty source "" tensors [] attributes {note = "kept"}
// GENERIC-NEXT: "tv.spec"() {sym_name = "empty", source = "", note = "kept", tensors = []} : () -> ()
tv.spec @empty source "" tensors [] attributes {note = "kept"}

// The region form, converted.
// CHECK-NEXT: tv.spec @old source "" tensors [@A : tensor<4xf32>, @R : tensor<4xf32> stages 2]
// CHECK-NOT: tv.spec_tensor
tv.spec @old source "" {
  tv.spec_tensor @A : tensor<4xf32>
  tv.spec_tensor @R : tensor<4xf32> stages 2
}
