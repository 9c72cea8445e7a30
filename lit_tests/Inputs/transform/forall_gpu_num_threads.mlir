// A GPU schedule on buffers with tiles that do not divide the shape:
// bufferize first, tile every linalg.generic 3x3 per block (#gpu.block),
// split each block tile over 2x2 threads with `num_threads` (#gpu.thread),
// and map to gpu.launch with 2x2 threads, one launch per linalg op (each
// block-level scf.forall outlined into a private function first, as in
// forall_gpu.mlir; run with `pipeline.py --inline-outlined`).  A thread's
// offset in its block tile is `thread_id * ceildiv(tile, 2)`: a product
// of a thread id and a size that depends on the block id (3 in full
// tiles, less in the last).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.match ops{["linalg.generic"]} in %b : (!transform.any_op) -> !transform.any_op
    %tiled, %blocks = transform.structured.tile_using_forall %g tile_sizes [3, 3] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2, %threads = transform.structured.tile_using_forall %tiled num_threads [2, 2] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %private = transform.param.constant "private" -> !transform.any_param
    transform.foreach %blocks : !transform.any_op {
    ^bb0(%forall: !transform.any_op):
      %kernel, %call = transform.loop.outline %forall {func_name = "kernel"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.annotate %kernel "sym_visibility" = %private : !transform.any_op, !transform.any_param
      %launch = transform.gpu.map_forall_to_blocks %kernel generate_gpu_launch : (!transform.any_op) -> !transform.any_op
      %mapped = transform.gpu.map_nested_forall_to_threads %launch block_dims = [2, 2, 1] : (!transform.any_op) -> !transform.any_op
    }
    transform.yield
  }
}
