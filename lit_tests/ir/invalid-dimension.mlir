// A static extent must fit int64, as in mlir-opt-19 ("invalid dimension");
// the largest one parses.
// RUN: %bad-input tv-opt %s | filecheck %s
// RUN: %bad-input tv-check %s %s | filecheck %s
// RUN: %mutate --all '99999999999999999999999' '9223372036854775807' < %s > %t.max.mlir
// RUN: tv-opt %t.max.mlir | filecheck %s --check-prefix=MAX
func.func @f(%a: tensor<4x99999999999999999999999xf32>) -> tensor<4x9223372036854775807xf32> {
  %r = tensor.cast %a : tensor<4x99999999999999999999999xf32> to tensor<4x9223372036854775807xf32>
  return %r : tensor<4x9223372036854775807xf32>
}
// CHECK: invalid-dimension.mlir:7:27: error: invalid dimension
// MAX: tensor<4x9223372036854775807xf32>
