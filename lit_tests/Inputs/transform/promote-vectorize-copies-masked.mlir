// As promote-vectorize-copies.mlir with tiles that do not divide the
// matmul (3 rows of 8: the last tile has 2): only A is staged, and its
// copy is vectorized with vector sizes [3, 16], so the partial tile's
// copy is a masked read and a masked write (vector.create_mask of the
// tile's extent; run --lower-vector-mask after the interpreter).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %mm = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %mm tile_sizes [3, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %mm2 = transform.structured.match ops{["linalg.generic"]} in %b : (!transform.any_op) -> !transform.any_op
    %p = transform.structured.promote %mm2 { operands_to_promote = [0], use_full_tile_buffers = [false] } : (!transform.any_op) -> !transform.any_op
    %copies = transform.structured.match ops{["linalg.copy"]} in %b : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %copies vector_sizes [3, 16] : !transform.any_op
    transform.yield
  }
}
