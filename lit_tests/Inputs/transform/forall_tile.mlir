// Tile every linalg.generic into an scf.forall of 2x2 tiles, no device
// mapping, then bufferize: the parallel loop nest a CPU schedule (or a GPU
// schedule before `transform.gpu.map_*`) leaves.  Works on `tv-opt
// --annotate` output (named ops are already generics).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %g tile_sizes [2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
