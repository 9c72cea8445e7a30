// REQUIRES: mlir-opt-19
// Scalable vectors, checked at every vscale 1..16 (refinement/vscale.py),
// on MLIR 19's lowering of their shape casts to `vector.scalable.insert` /
// `extract` (Dialect/Vector/vector-shape-cast-lowering-scalable-vectors.mlir)
// and a mask folded by the canonicalizer (Dialect/Vector/canonicalize.mlir).
// RUN: %mlir-opt --transform-interpreter %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @i32_3d_to_1d_last_dim_scalable: verified
// CHECK: @i32_1d_to_3d_last_dim_scalable: verified
// CHECK: @mask_vscale: verified
// CHECK: assumes vscale <= 16 (SVE's 2048-bit maximum; every vscale 1..16 was checked
//
// The second subvector inserted at lane 4 instead of 4 * vscale: right at
// vscale 1 only.
// RUN: %mutate '(vector.scalable.insert %\S+, %\S+)\[4\] : vector<\[4\]xi32>' '\1[0] : vector<[4]xi32>' < %t.tgt.mlir > %t.pos.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.pos.mlir --function i32_3d_to_1d_last_dim_scalable | filecheck %s --check-prefix=POS
// POS: @i32_3d_to_1d_last_dim_scalable: FAILED (return value mismatch at vscale = 1)
//
// The second subvector extracted from lane 0: wrong at every vscale.
// RUN: %mutate '(vector.scalable.extract %\S+)\[4\]' '\1[0]' < %t.tgt.mlir > %t.ext.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.ext.mlir --function i32_1d_to_3d_last_dim_scalable | filecheck %s --check-prefix=EXT
// EXT: @i32_1d_to_3d_last_dim_scalable: FAILED (return value mismatch at vscale = 1)
//
// A mask of 4 lanes where 4 * vscale are asked for: right at vscale 1 only.
// RUN: %mutate '(%\S+ = )vector.vscale' '\1arith.constant 1 : index' < %t.tgt.mlir > %t.mask.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.mask.mlir --function mask_vscale | filecheck %s --check-prefix=MASK
// MASK: @mask_vscale: FAILED (return value mismatch at vscale = 2)

func.func @i32_3d_to_1d_last_dim_scalable(%arg0: vector<2x1x[4]xi32>) -> vector<[8]xi32> {
  %flat = vector.shape_cast %arg0 : vector<2x1x[4]xi32> to vector<[8]xi32>
  return %flat : vector<[8]xi32>
}

func.func @i32_1d_to_3d_last_dim_scalable(%arg0: vector<[8]xi32>) -> vector<2x1x[4]xi32> {
  %unflat = vector.shape_cast %arg0 : vector<[8]xi32> to vector<2x1x[4]xi32>
  return %unflat : vector<2x1x[4]xi32>
}

// All lanes of a scalable vector: 4 * vscale of them.
func.func @mask_vscale(%a: vector<[4]xf32>, %b: vector<[4]xf32>) -> vector<[4]xf32> {
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %n = arith.muli %c4, %vs : index
  %m = vector.create_mask %n : vector<[4]xi1>
  %r = arith.select %m, %a, %b : vector<[4]xi1>, vector<[4]xf32>
  return %r : vector<[4]xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%module_op: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %module_op
      : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_shape_cast
    } : !transform.any_op
    transform.yield
  }
}
