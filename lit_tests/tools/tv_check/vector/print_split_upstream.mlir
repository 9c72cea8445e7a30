// REQUIRES: mlir-opt-19
// -convert-vector-to-scf prints a vector as its elements between
// punctuation prints (MLIR's Conversion/VectorToSCF/vector-to-scf.mlir
// @vector_print_vector_0d): the same text in other `vector.print` events.
// tv-check compares prints op by op, not token by token, so the split print
// is unsupported with the reason (it was a false FAILED); prints of the
// same forms on both sides are still compared (print_upstream.mlir).
// RUN: %mlir-opt -pass-pipeline="builtin.module(func.func(convert-vector-to-scf))" %s > %t.mlir
// RUN: %expect-exit 2 -- tv-check %s %t.mlir | filecheck %s
// CHECK: @print_0d: unsupported (vector.print at {{.*}}print_split_upstream.mlir:{{[0-9]+}}:3: the sides print vectors or punctuation differently
func.func @print_0d(%arg0: vector<f32>) {
  vector.print %arg0 : vector<f32>
  return
}
