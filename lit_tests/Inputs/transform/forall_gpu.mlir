// A GPU schedule mapped to gpu.launch: every linalg.generic tiled 4x4 per
// block and 1x1 per thread (scf.forall with #gpu.block / #gpu.thread
// mappings), bufferized, then transform.gpu.map_forall_to_blocks and
// map_nested_forall_to_threads with 4x4 threads per block.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %blocks = transform.structured.tile_using_forall %g tile_sizes [4, 4] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2, %threads = transform.structured.tile_using_forall %tiled tile_sizes [1, 1] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %func = transform.structured.match ops{["func.func"]} in %b : (!transform.any_op) -> !transform.any_op
    %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch : (!transform.any_op) -> !transform.any_op
    %mapped = transform.gpu.map_nested_forall_to_threads %launch block_dims = [4, 4, 1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
