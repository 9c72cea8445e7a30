// Tile-and-fuse lit_tests/Inputs/programs/softmax.mlir (after tv-opt
// --annotate: nine linalg.generic ops, in program order) into one kernel:
// the final division is tiled by 2 rows per block, its eight producers are
// fused into the block's loop, then each is tiled to threads: the fills and
// the two row reductions on thread x (one row per thread), the elementwise
// ops on (thread y = row, thread x = column).  Bufferized, the fused tiles
// are memref.allocs inside gpu.launch that one mapping writes and another
// reads after a gpu.barrier; mlir-opt-19 mallocs each per thread, so the
// schedule is wrong (a thread reads cells of its copy it never wrote).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %all = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %max_init, %max, %max_b, %shifted, %exp, %sum_init, %sum, %sum_b, %soft = transform.split_handle %all : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %soft_t, %f0 = transform.structured.tile_using_forall %soft tile_sizes [2] (mapping = [#gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %sum_b_t, %f1 = transform.structured.fuse_into_containing_op %sum_b into %f0 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %sum_t, %f2 = transform.structured.fuse_into_containing_op %sum into %f1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %sum_init_t, %f3 = transform.structured.fuse_into_containing_op %sum_init into %f2 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %exp_t, %f4 = transform.structured.fuse_into_containing_op %exp into %f3 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %shifted_t, %f5 = transform.structured.fuse_into_containing_op %shifted into %f4 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %max_b_t, %f6 = transform.structured.fuse_into_containing_op %max_b into %f5 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %max_t, %f7 = transform.structured.fuse_into_containing_op %max into %f6 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %max_init_t, %f8 = transform.structured.fuse_into_containing_op %max_init into %f7 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %a1, %g1 = transform.structured.tile_using_forall %max_init_t tile_sizes [1] (mapping = [#gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %a2, %g2 = transform.structured.tile_using_forall %max_t tile_sizes [1] (mapping = [#gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %a3, %g3 = transform.structured.tile_using_forall %max_b_t tile_sizes [1, 1] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %a4, %g4 = transform.structured.tile_using_forall %shifted_t tile_sizes [1, 1] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %a5, %g5 = transform.structured.tile_using_forall %exp_t tile_sizes [1, 1] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %a6, %g6 = transform.structured.tile_using_forall %sum_init_t tile_sizes [1] (mapping = [#gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %a7, %g7 = transform.structured.tile_using_forall %sum_t tile_sizes [1] (mapping = [#gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %a8, %g8 = transform.structured.tile_using_forall %sum_b_t tile_sizes [1, 1] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %a9, %g9 = transform.structured.tile_using_forall %soft_t tile_sizes [1, 1] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %func0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %func0 {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %func0 : !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %func = transform.structured.match ops{["func.func"]} in %b : (!transform.any_op) -> !transform.any_op
    %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch : (!transform.any_op) -> !transform.any_op
    %mapped = transform.gpu.map_nested_forall_to_threads %launch block_dims = [8, 2, 1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
