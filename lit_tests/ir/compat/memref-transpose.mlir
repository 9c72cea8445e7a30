// memref.transpose (valid MLIR 19, missing in xDSL 0.74) parses and prints
// as mlir-opt-19 does; its verifier checks the permuted shape and strides.
// tv-check has no semantics for it: unsupported, naming the op.
// RUN: tv-opt %s | tv-opt | filecheck %s
// RUN: %expect-exit 2 -- tv-check --accept-bounded %s %s | filecheck %s --check-prefix=CHECKER
// RUN: %mutate --all 'strided<\[1, 8\]>' 'strided<[8, 1]>' < %s > %t.bad.mlir
// RUN: %bad-input tv-opt %t.bad.mlir | filecheck %s --check-prefix=BAD
// RUN: %mutate --all '\(d0, d1\) -> \(d1, d0\)' '(d0, d1) -> (d1, d1)' < %s > %t.perm.mlir
// RUN: %bad-input tv-opt %t.perm.mlir | filecheck %s --check-prefix=PERM
// CHECK: memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
// CHECK: memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
func.func @f(%b: memref<4x8xf32>, %d: memref<?x?xf32>) -> (f32, memref<?x?xf32, strided<[1, ?]>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.transpose %b (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %v = memref.load %s[%c1, %c0] : memref<8x4xf32, strided<[1, 8]>>
  %t = memref.transpose %d (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %v, %t : f32, memref<?x?xf32, strided<[1, ?]>>
}
// CHECKER: @f: unsupported (memref.transpose at {{.*}}memref-transpose.mlir:15:8)
// BAD: bad.mlir:15:8: error: 'memref.transpose' op result type memref<8x4xf32, strided<[8, 1]>> is not equivalent to the canonical transposed input type (strides [1, 8], offset 0)
// PERM: perm.mlir:15:8: error: 'memref.transpose' op expected a permutation map of the same rank as the input
