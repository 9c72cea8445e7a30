// REQUIRES: mlir-opt-19, heavy
// Unranked tensors and memrefs (refinement/unranked.py): the pair is
// checked at each rank 0..4 of every unranked argument and of every source
// reshape to an unranked type; a cast to a ranked type asserts the rank
// and the extents (UB when they differ), `dim` past the rank is UB, a
// reshape takes its extents from its shape operand
// (semantics/runtime_shape.py).  MLIR's own canonicalizations
// (Dialect/Tensor/canonicalize.mlir, Dialect/MemRef/canonicalize.mlir)
// verify; they were "type tensor<*xi32> has no scalar semantics".
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// CHECK: @cast_values: verified
// CHECK: @extract_from_tensor.generate: verified
// CHECK: @dim_of_reshape: verified
// CHECK: @dim_of_memref_reshape_i32: verified
// CHECK: assumes unranked values have rank <= 4
//
// The cast to a rank-2 type (then collapsed to the same 2 elements): UB
// where the argument has rank 1, which the source casts to tensor<2xi32>.
// RUN: %mutate '(\s*)%%cast = tensor.cast %%arg0 : tensor<\*xi32> to tensor<2xi32>' '\1%%wide = tensor.cast %%arg0 : tensor<*xi32> to tensor<1x2xi32>\1%%cast = tensor.collapse_shape %%wide [[0, 1]] : tensor<1x2xi32> into tensor<2xi32>' < %t.tgt.mlir > %t.rank2.mlir
// RUN: %mlir-opt %t.rank2.mlir > %t.rank2.checked.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %s %t.rank2.mlir --function cast_values | filecheck %s --check-prefix=RANK2
// RANK2: @cast_values: FAILED (target is undefined where the source is defined at argument #0 of rank 1)
//
// The folded dim reads the shape's element 2, not 3.
// RUN: %mutate '(%%extracted = tensor.extract %%arg1\[)%%c3' '\1%%c2' < %t.tgt.mlir | %mutate '%%c3 = arith.constant 3 : index' '%%c3 = arith.constant 3 : index\n    %%c2 = arith.constant 2 : index' > %t.dim2.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %s %t.dim2.mlir --function dim_of_reshape | filecheck %s --check-prefix=DIM2
// DIM2: @dim_of_reshape: FAILED (return value mismatch at argument #0 of rank {{[0-4]}}, reshape #0 of rank 4)
//
// The extent of dimension 2, not 3: another load.
// RUN: %mutate 'memref.load %arg1\[%c3\]' 'memref.load %%arg1[%%c2]' < %t.tgt.mlir | %mutate '(%%c3 = arith.constant 3 : index)(\n\s*%%0 = memref.load)' '\1\n    %%c2 = arith.constant 2 : index\2' > %t.load2.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %s %t.load2.mlir --function dim_of_memref_reshape_i32 | filecheck %s --check-prefix=LOAD2
// LOAD2: @dim_of_memref_reshape_i32: FAILED (return value mismatch at argument #0 of rank {{[0-4]}}, reshape #0 of rank 4)

func.func @cast_values(%arg0: tensor<*xi32>) -> tensor<2xi32> {
  %0 = tensor.cast %arg0 : tensor<*xi32> to tensor<*xi32>
  %2 = tensor.cast %0 : tensor<*xi32> to tensor<2xi32>
  %4 = tensor.cast %2 : tensor<2xi32> to tensor<2xi32>
  return %4 : tensor<2xi32>
}

func.func @extract_from_tensor.generate(%idx: index, %tensor: tensor<*xf32>) -> index {
  %size = tensor.rank %tensor : tensor<*xf32>
  %0 = tensor.generate %size {
    ^bb0(%arg0: index):
    %1 = tensor.dim %tensor, %arg0 : tensor<*xf32>
    tensor.yield %1 : index
  } : tensor<?xindex>
  %1 = tensor.extract %0[%idx] : tensor<?xindex>
  return %1 : index
}

func.func @dim_of_reshape(%arg0: tensor<*xf32>, %arg1: tensor<?xindex>)
    -> index {
  %c3 = arith.constant 3 : index
  %0 = tensor.reshape %arg0(%arg1)
      : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  // Update the shape to test that the load ends up in the right place.
  tensor.insert %c3 into %arg1[%c3] : tensor<?xindex>
  %1 = tensor.dim %0, %c3 : tensor<*xf32>
  return %1 : index
}

func.func @dim_of_memref_reshape_i32(%arg0: memref<*xf32>, %arg1: memref<?xi32>)
    -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.reshape %arg0(%arg1)
      : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %1 = memref.dim %0, %c3 : memref<*xf32>
  return %1 : index
}
