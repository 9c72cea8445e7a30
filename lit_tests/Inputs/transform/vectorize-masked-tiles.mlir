// Tile every linalg.generic by 4x8 and vectorize each tile with vector
// sizes [4, 8]: partial tiles of dynamic shapes get vector.create_mask
// (run on bufferized code, then --lower-vector-mask).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %loops:2 = transform.structured.tile_using_for %g tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %t vector_sizes [4, 8] : !transform.any_op
    transform.yield
  }
}
