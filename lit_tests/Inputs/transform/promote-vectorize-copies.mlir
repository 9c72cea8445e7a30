// Tile a matmul 4x4 with scf.forall, stage the A and B tiles in fresh
// buffers (transform.structured.promote), and vectorize the staging
// copies: each linalg.copy becomes a vector.transfer_read of the tile and
// a vector.transfer_write into the buffer, with no tv.prophesy (vector
// copies, design-notes section 8).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %mm = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %mm tile_sizes [4, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %mm2 = transform.structured.match ops{["linalg.generic"]} in %b : (!transform.any_op) -> !transform.any_op
    %p = transform.structured.promote %mm2 { operands_to_promote = [0, 1], use_full_tile_buffers = [false, false] } : (!transform.any_op) -> !transform.any_op
    %copies = transform.structured.match ops{["linalg.copy"]} in %b : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %copies : !transform.any_op
    transform.yield
  }
}
