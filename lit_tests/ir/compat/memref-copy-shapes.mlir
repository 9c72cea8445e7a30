// memref.copy's shapes follow MLIR 19's verifier (SameOperandsShape):
// each dimension equal or dynamic on either side, layouts free, so a
// static buffer copies to a dynamic one; 4 rows to 3 rows is bad input,
// as mlir-opt-19 says.
// RUN: tv-opt %s | filecheck %s
// RUN: sed 's/memref<?x8xf32, strided<\[?, 1\], offset: ?>>/memref<3x8xf32>/g' %s > %t.bad.mlir
// RUN: %bad-input tv-opt %t.bad.mlir 2>&1 | filecheck %s --check-prefix=BAD
func.func @f(%a: memref<4x?xf32>, %b: memref<?x8xf32, strided<[?, 1], offset: ?>>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<?x8xf32, strided<[?, 1], offset: ?>>
  return
}
// CHECK: memref.copy %a, %b : memref<4x?xf32> to memref<?x8xf32, strided<[?, 1], offset: ?>>
// BAD: memref-copy-shapes.mlir.tmp.bad.mlir:9:3: error: 'memref.copy' op requires the same shape for all operands: memref<4x?xf32> to memref<3x8xf32>
