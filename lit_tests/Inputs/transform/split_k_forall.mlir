// Split-K: every matmul-shaped generic (parallel, parallel, reduction) is
// split over 4 parallel partials along k with `tile_reduction_using_forall`
// (partial r accumulates its quarter of k in an scf.forall iteration), then
// a linalg.reduce merges the partials.  Then bufferize.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %g = transform.structured.match ops{["linalg.generic"]} attributes {iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>]} in %root : (!transform.any_op) -> !transform.any_op
    %fill, %partial, %merge, %loop = transform.structured.tile_reduction_using_forall %g by num_threads = [0, 0, 4], tile_sizes = [] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
