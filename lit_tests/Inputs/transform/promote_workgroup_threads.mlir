// Like promote_workgroup.mlir, but the two staging copies and the matmul
// tile are distributed over 4 threads (a row of A, four rows of B, a row
// of the result each); map_nested_forall_to_threads puts a gpu.barrier
// after each.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %mm = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %mm tile_sizes [4, 4] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %mm2 = transform.structured.match ops{["linalg.generic"]} in %b : (!transform.any_op) -> !transform.any_op
    %p = transform.structured.promote %mm2 { operands_to_promote = [0, 1], memory_space = #gpu.address_space<workgroup>, use_full_tile_buffers = [false, false] } : (!transform.any_op) -> !transform.any_op
    %copies = transform.structured.match ops{["linalg.copy"]} in %b : (!transform.any_op) -> !transform.any_op
    %c1, %c2 = transform.split_handle %copies : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t1, %f1 = transform.structured.tile_using_forall %c1 tile_sizes [1] (mapping = [#gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2, %f2 = transform.structured.tile_using_forall %c2 num_threads [4] (mapping = [#gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t3, %f3 = transform.structured.tile_using_forall %p tile_sizes [1] (mapping = [#gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %func = transform.structured.match ops{["func.func"]} in %b : (!transform.any_op) -> !transform.any_op
    %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch : (!transform.any_op) -> !transform.any_op
    %mapped = transform.gpu.map_nested_forall_to_threads %launch block_dims = [4, 1, 1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
