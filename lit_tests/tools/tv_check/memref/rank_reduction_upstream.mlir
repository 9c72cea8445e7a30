// REQUIRES: mlir-opt-19
// Which unit dimensions a rank-reducing slice drops is MLIR 19's rule
// (tvmlir/ir/rank_reduction.py): a memref.subview's by its strides
// (`computeMemRefRankReductionMask`), a tensor slice's by its static unit
// sizes, right to left (`getDroppedDims`).  MLIR's own canonicalizer
// tests (Dialect/MemRef/canonicalize.mlir @subview_rank_reduction,
// @multiple_reducing_dims; Dialect/Tensor/canonicalize.mlir
// @rank_reducing_slice_canonicalize) fold a constant size into the
// static ones, which changes the candidates; they verify (they were
// "cannot tell which unit dimensions the rank-reduced slice drops").
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// CHECK: @subview_rank_reduction: verified
// CHECK: @multiple_reducing_dims: verified
// CHECK: @rank_reducing_slice_canonicalize: verified
//
// The folded subview keeping dimension 0 and dropping dimension 1 (valid
// MLIR: its strides [147456, 1] say so, and so does MLIR's rule): the
// view's first stride is then 147456, and the cast back to
// `strided<[384, 1]>` (through `strided<[?, 1]>`) asserts 384 at run
// time.  Dropping dimension 0 instead would give stride 384 and verify.
// RUN: %mutate 'to memref<1x\?xf32, strided<\[384, 1\], offset: \?>>' 'to memref<1x?xf32, strided<[147456, 1], offset: ?>>' < %t.tgt.mlir | %mutate '(\s*)%%cast = memref.cast %%subview : memref<1x\?xf32, strided<\[384, 1\], offset: \?>>' '\1%%wide = memref.cast %%subview : memref<1x?xf32, strided<[147456, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>\1%%cast = memref.cast %%wide : memref<?x?xf32, strided<[?, 1], offset: ?>>' > %t.drop1.mlir
// RUN: %mlir-opt %t.drop1.mlir > %t.drop1.checked.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %s %t.drop1.mlir --function subview_rank_reduction | filecheck %s --check-prefix=DROP1
// DROP1: @subview_rank_reduction: FAILED (target is undefined where the source is defined)
//
// The tensor slice dropping its last dimension instead of the middle one
// (the slice then reaches past extents the source's does not).
// RUN: %mutate '\[0, %arg1, 1\] \[4, 1, %arg2\]' '[0, 1, %%arg1] [4, %%arg2, 1]' < %t.tgt.mlir > %t.last.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %s %t.last.mlir --function rank_reducing_slice_canonicalize | filecheck %s --check-prefix=LAST
// LAST: @rank_reducing_slice_canonicalize: FAILED (target is undefined where the source is defined)

func.func @subview_rank_reduction(%arg0: memref<1x384x384xf32>, %idx: index)
    -> memref<?x?xf32, strided<[384, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, %idx, %idx] [1, %c1, %idx] [1, 1, 1]
      : memref<1x384x384xf32> to memref<?x?xf32, strided<[384, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[384, 1], offset: ?>>
}

func.func @multiple_reducing_dims(%arg0 : memref<1x384x384xf32>,
    %arg1 : index, %arg2 : index, %arg3 : index) -> memref<?xf32, strided<[1], offset: ?>>
{
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, %arg1, %arg2] [1, %c1, %arg3] [1, 1, 1] : memref<1x384x384xf32> to memref<?x?xf32, strided<[384, 1], offset: ?>>
  %1 = memref.subview %0[0, 0] [1, %arg3] [1, 1] : memref<?x?xf32, strided<[384, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %1 : memref<?xf32, strided<[1], offset: ?>>
}

func.func @rank_reducing_slice_canonicalize(%arg0 : tensor<?x?x?xf32>, %arg1 : index,
    %arg2 : index) -> tensor<?x?xf32>
{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %arg0[%c0, %arg1, %c1] [%c4, 1, %arg2] [%c1, %c1, %c1] : tensor<?x?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
