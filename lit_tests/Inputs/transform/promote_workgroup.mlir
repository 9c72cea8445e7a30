// transform.structured.promote stages the A and B tiles of each 4x4 block
// tile of a matmul in workgroup memory (memref.view of an i8 alloc), with
// the copies as plain loops run by the one thread of each block.  Each
// block-level scf.forall is outlined into a private function and mapped
// to a gpu.launch there (one launch per linalg op, as in forall_gpu.mlir;
// run with `pipeline.py --inline-outlined`).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %mm = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %mm tile_sizes [4, 4] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    %mm2 = transform.structured.match ops{["linalg.generic"]} in %b : (!transform.any_op) -> !transform.any_op
    %p = transform.structured.promote %mm2 { operands_to_promote = [0, 1], memory_space = #gpu.address_space<workgroup>, use_full_tile_buffers = [false, false] } : (!transform.any_op) -> !transform.any_op
    %foralls = transform.structured.match ops{["scf.forall"]} attributes {mapping = [#gpu.block<y>, #gpu.block<x>]} in %b : (!transform.any_op) -> !transform.any_op
    %private = transform.param.constant "private" -> !transform.any_param
    transform.foreach %foralls : !transform.any_op {
    ^bb0(%f: !transform.any_op):
      %kernel, %call = transform.loop.outline %f {func_name = "kernel"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.annotate %kernel "sym_visibility" = %private : !transform.any_op, !transform.any_param
      %launch = transform.gpu.map_forall_to_blocks %kernel generate_gpu_launch : (!transform.any_op) -> !transform.any_op
    }
    transform.yield
  }
}
