// A GPU schedule left as scf.forall: every linalg.generic tiled 4x4 per
// block (#gpu.block<y>, #gpu.block<x>) and each tile 1x1 per thread
// (#gpu.thread<y>, #gpu.thread<x>), then bufferized, but not mapped to
// gpu.launch: the mapping attributes stay on the loops.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %blocks = transform.structured.tile_using_forall %g tile_sizes [4, 4] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2, %threads = transform.structured.tile_using_forall %tiled tile_sizes [1, 1] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
