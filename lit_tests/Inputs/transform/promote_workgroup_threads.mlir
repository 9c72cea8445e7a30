// Like promote_workgroup.mlir, but the staging copies and the matmul tile
// are distributed over 4 threads (every copy split in 4 along its first
// dimension: a row of A, four rows of B; a row of the result each);
// map_nested_forall_to_threads puts a gpu.barrier after each.  One launch
// per linalg op: each block-level scf.forall is outlined into a private
// function and mapped there (run with `pipeline.py --inline-outlined`).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %mm = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %mm tile_sizes [4, 4] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %mm2 = transform.structured.match ops{["linalg.generic"]} in %b : (!transform.any_op) -> !transform.any_op
    %p = transform.structured.promote %mm2 { operands_to_promote = [0, 1], memory_space = #gpu.address_space<workgroup>, use_full_tile_buffers = [false, false] } : (!transform.any_op) -> !transform.any_op
    %copies = transform.structured.match ops{["linalg.copy"]} in %b : (!transform.any_op) -> !transform.any_op
    %t1, %f1 = transform.structured.tile_using_forall %copies num_threads [4] (mapping = [#gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t3, %f3 = transform.structured.tile_using_forall %p tile_sizes [1] (mapping = [#gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %foralls = transform.structured.match ops{["scf.forall"]} attributes {mapping = [#gpu.block<y>, #gpu.block<x>]} in %b : (!transform.any_op) -> !transform.any_op
    %private = transform.param.constant "private" -> !transform.any_param
    transform.foreach %foralls : !transform.any_op {
    ^bb0(%f: !transform.any_op):
      %kernel, %call = transform.loop.outline %f {func_name = "kernel"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.annotate %kernel "sym_visibility" = %private : !transform.any_op, !transform.any_param
      %launch = transform.gpu.map_forall_to_blocks %kernel generate_gpu_launch : (!transform.any_op) -> !transform.any_op
      %mapped = transform.gpu.map_nested_forall_to_threads %launch block_dims = [4, 1, 1] : (!transform.any_op) -> !transform.any_op
    }
    transform.yield
  }
}
