// Tile-and-fuse a row reduction into its consumer, the way a GPU schedule
// does with upstream's transform dialect (mlir-opt-19): the consumer (the
// last linalg.generic) is tiled by 4 rows per block, the reduction and its
// fill are fused into the block's loop, then each is tiled to threads.  The
// reduction is mapped to thread x (one row per thread), the consumer to
// (thread y = row, thread x = column).  Bufferized, the fused reduction's
// 4-row tile is a memref.alloc inside gpu.launch: written at [thread_id.x],
// read after a gpu.barrier at [thread_id.y].  mlir-opt-19 lowers that alloc
// to a per-thread malloc (convert-gpu-to-nvvm), so most reads see cells
// their thread never wrote: the schedule is wrong.
// Works on `tv-opt --annotate` output: named ops are already generics.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %all = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %fill, %reduce, %generic = transform.split_handle %all : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled, %forall = transform.structured.tile_using_forall %generic tile_sizes [4] (mapping = [#gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r2, %f2 = transform.structured.fuse_into_containing_op %reduce into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fl2, %f3 = transform.structured.fuse_into_containing_op %fill into %f2 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t1, %tf1 = transform.structured.tile_using_forall %tiled tile_sizes [1, 1] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
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
    %mapped = transform.gpu.map_nested_forall_to_threads %launch block_dims = [16, 4, 1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
