// The schedule of tile_fuse_rows.mlir, except that the consumer is mapped
// like the reduction: thread x computes the whole row x.  Each thread then
// reads only the cell of the fused reduction's tile (a per-thread
// memref.alloc inside gpu.launch) that it wrote itself: correct.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %all = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %fill, %reduce, %generic = transform.split_handle %all : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled, %forall = transform.structured.tile_using_forall %generic tile_sizes [4] (mapping = [#gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r2, %f2 = transform.structured.fuse_into_containing_op %reduce into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fl2, %f3 = transform.structured.fuse_into_containing_op %fill into %f2 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t1, %tf1 = transform.structured.tile_using_forall %tiled tile_sizes [1] (mapping = [#gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2, %tf2 = transform.structured.tile_using_forall %r2 tile_sizes [1] (mapping = [#gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t3, %tf3 = transform.structured.tile_using_forall %fl2 tile_sizes [1] (mapping = [#gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %func0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %func0 {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %func0 : !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %func = transform.structured.match ops{["func.func"]} in %b : (!transform.any_op) -> !transform.any_op
    %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch : (!transform.any_op) -> !transform.any_op
    %mapped = transform.gpu.map_nested_forall_to_threads %launch block_dims = [4, 1, 1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
