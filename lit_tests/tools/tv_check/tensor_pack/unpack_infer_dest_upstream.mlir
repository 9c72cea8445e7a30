// REQUIRES: mlir-opt-19
// The canonicalizer infers a tensor.unpack's destination extents from the
// packed tensor (as Dialect/Tensor/canonicalize.mlir
// @infer_dest_shape_unpack checks it): an untiled extent must equal its
// packed outer extent.  tvmlir takes that as the op's rule, printed as an
// assumption (MLIR's verifier rejects only a larger static one); with a
// smaller extent allowed the pair was FAILED ("target is undefined").
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// CHECK: @infer_dest_shape_unpack: verified
// CHECK: assumes the untiled extents of a tensor.pack's or tensor.unpack's packed tensor equal the unpacked ones
//
// A wrong inferred extent (4 rows where the packed tensor has 5): UB.
// RUN: %mutate --all 'tensor<5x3x\?x4xf32>' 'tensor<4x3x?x4xf32>' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: @infer_dest_shape_unpack: FAILED (target is undefined where the source is defined)

func.func @infer_dest_shape_unpack(%src: tensor<2x3x4x5x4xf32>, %dest: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %unpack = tensor.unpack %src
    outer_dims_perm = [2, 1, 3, 0]
    inner_dims_pos = [2]
    inner_tiles = [4]
    into %dest : tensor<2x3x4x5x4xf32> -> tensor<?x?x?x?xf32>
  return %unpack : tensor<?x?x?x?xf32>
}
