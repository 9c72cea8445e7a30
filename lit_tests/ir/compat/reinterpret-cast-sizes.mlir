// memref.reinterpret_cast with static sizes under a dynamic result type,
// as MLIR's canonicalizer leaves it (Dialect/MemRef/canonicalize.mlir):
// MLIR 19 compares a size with the result extent only when both are
// static; xDSL refused it.
// RUN: tv-opt --reader native %s | filecheck %s
// CHECK: memref.reinterpret_cast %base to offset: [%o], sizes: [4, 2, 2], strides: [1, 1, %z] : memref<f32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>

// Two static extents that differ stay MLIR's error.
// RUN: %mutate --all "memref<\?x\?x\?xf32" "memref<?x3x?xf32" < %s > %t.bad.mlir
// RUN: %bad-input tv-opt %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: bad.mlir:[[# @LINE + 3]]:9: error: 'memref.reinterpret_cast' op expected result type with size = 2 instead of 3 in dim = 1

func.func @f(%base: memref<f32>, %o: index, %z: index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
  %m2 = memref.reinterpret_cast %base to offset: [%o], sizes: [4, 2, 2], strides: [1, 1, %z] : memref<f32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return %m2 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
}

// The converse, a static result part over a dynamic operand (GPU
// decompose-memrefs' `offset: [%o] ... to memref<f32>`), is valid MLIR 19
// too: read (its semantics are tools/tv_check/memref/reinterpret_static_over_dynamic.mlir).
// RUN: tv-opt --reader native %s | filecheck %s --check-prefix=STATIC
// STATIC: memref.reinterpret_cast %base to offset: [%o], sizes: [%n], strides: [%z] : memref<f32> to memref<4xf32, strided<[1]>>
func.func @g(%base: memref<f32>, %o: index, %n: index, %z: index) -> memref<4xf32, strided<[1]>> {
  %m = memref.reinterpret_cast %base to offset: [%o], sizes: [%n], strides: [%z] : memref<f32> to memref<4xf32, strided<[1]>>
  return %m : memref<4xf32, strided<[1]>>
}
