// A splat over more elements than tvmlir holds is refused at the literal
// (xDSL materializes every element: MemoryError, exit 4, found by the
// fuzzer), in an attribute with its type before (memref.global) or after
// (arith.constant) the literal.  At the limit it parses.
// (This is tvmlir's reader alone, `--reader native`: with mlir-opt-19 the
// input is valid MLIR, so unsupported, lit_tests/ir/mlir-opt-reader.mlir.)
// RUN: %bad-input tv-opt --reader native %s | filecheck %s
// RUN: %bad-input tv-check --reader native %s %s | filecheck %s
// RUN: %mutate --all 'memref<16777217xf32>' 'memref<16777216xf32>' < %s > %t.global.mlir
// RUN: %bad-input tv-opt --reader native %t.global.mlir | filecheck %s --check-prefix=CONSTANT
// RUN: %mutate --all 'tensor<2x16777217xi8>' 'tensor<2x4xi8>' < %t.global.mlir > %t.max.mlir
// RUN: tv-opt %t.max.mlir | filecheck %s --check-prefix=MAX
memref.global "private" constant @c : memref<16777217xf32> = dense<1.0>
func.func @f() -> tensor<2x4xi8> {
  %c = arith.constant dense<7> : tensor<2x16777217xi8>
  %r = tensor.extract_slice %c[0, 0] [2, 4] [1, 1] : tensor<2x16777217xi8> to tensor<2x4xi8>
  return %r : tensor<2x4xi8>
}
// CHECK: huge-splat.mlir:13:67: error: dense literal of 16777217 elements: more than tvmlir holds (limit 16777216 elements; MLIR keeps a splat compact)
// CONSTANT: huge-splat.mlir.tmp.global.mlir:15:34: error: dense literal of 33554434 elements
// MAX: memref.global "private" constant @c : memref<16777216xf32> = dense<1.000000e+00>
