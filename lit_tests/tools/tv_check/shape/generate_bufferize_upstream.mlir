// REQUIRES: mlir-opt-19
// One-Shot Bufferize makes a `tensor.generate` a `linalg.map` whose body
// reads `linalg.index` (MLIR 19's Dialect/Tensor/bufferize.mlir
// @tensor.generate).  The reader takes `linalg.index` in any structured
// linalg op (MLIR's `IndexOp::verify`; xDSL allowed linalg.generic only:
// "expects parent op 'linalg.generic'"), tv-check reads the map as its
// generic, and the unranked argument is checked at each rank.
// RUN: %mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,bufferization copy-before-write unknown-type-conversion=identity-layout-map" -cse > %t.tgt.mlir
// RUN: tv-opt --reader native %t.tgt.mlir | filecheck %s --check-prefix=READ
// READ: linalg.map
// READ: linalg.index 0 : index
// RUN: tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// CHECK: @tensor.generate: verified
//
// The element is the extent of dimension 0 for every index.
// RUN: %mutate 'memref.dim %%0, %%2 : memref<\*xf32>' 'memref.dim %%0, %%c0 : memref<*xf32>' < %t.tgt.mlir | %mutate '(%%0 = bufferization.to_memref)' '%%c0 = arith.constant 0 : index\n    \1' > %t.dim0.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %s %t.dim0.mlir | filecheck %s --check-prefix=DIM0
// DIM0: @tensor.generate: FAILED (return value mismatch at argument #0 of rank {{[2-4]}})
//
// A dimension the map does not have: bad input, as mlir-opt-19 says.
// RUN: %mutate 'linalg.index 0 : index' 'linalg.index 1 : index' < %t.tgt.mlir > %t.dim1.mlir
// RUN: %bad-input tv-opt --reader native %t.dim1.mlir 2>&1 | filecheck %s --check-prefix=BAD
// BAD: error: 'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp

func.func @tensor.generate(%arg: tensor<*xf32>, %dynamic_extent: index) -> tensor<?xindex> {
  %result = tensor.generate %dynamic_extent {
  ^bb0(%i : index):
    %elem = tensor.dim %arg, %i : tensor<*xf32>
    tensor.yield %elem : index
  } : tensor<?xindex>
  return %result : tensor<?xindex>
}
