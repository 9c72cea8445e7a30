// A GPU schedule mapped to gpu.launch: every linalg.generic tiled 4x4 per
// block and 1x1 per thread (scf.forall with #gpu.block / #gpu.thread
// mappings), bufferized; then each block-level scf.forall is outlined into
// a private function of its own (transform.loop.outline) and mapped there
// to a gpu.launch (map_forall_to_blocks, map_nested_forall_to_threads with
// 4x4 threads per block): one kernel launch per linalg op, as a GPU
// compiler makes.  Run it with `pipeline.py --inline-outlined`, which
// inlines the kernels back and drops the private functions.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %blocks = transform.structured.tile_using_forall %g tile_sizes [4, 4] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2, %threads = transform.structured.tile_using_forall %tiled tile_sizes [1, 1] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %foralls = transform.structured.match ops{["scf.forall"]} attributes {mapping = [#gpu.block<y>, #gpu.block<x>]} in %b : (!transform.any_op) -> !transform.any_op
    %private = transform.param.constant "private" -> !transform.any_param
    transform.foreach %foralls : !transform.any_op {
    ^bb0(%forall: !transform.any_op):
      %kernel, %call = transform.loop.outline %forall {func_name = "kernel"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.annotate %kernel "sym_visibility" = %private : !transform.any_op, !transform.any_param
      %launch = transform.gpu.map_forall_to_blocks %kernel generate_gpu_launch : (!transform.any_op) -> !transform.any_op
      %mapped = transform.gpu.map_nested_forall_to_threads %launch block_dims = [4, 4, 1] : (!transform.any_op) -> !transform.any_op
    }
    transform.yield
  }
}
