// `split_reduction` by 4 of every row reduction: the input is expanded to
// x[i, k1, k0] with k = 4 * k1 + k0, a first generic reduces over k0 into
// partials p[i, k1] (filled with the neutral element), a second merges the
// partials into the output.  Then bufferize.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %g = transform.structured.match ops{["linalg.generic"]} attributes {iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>]} in %root : (!transform.any_op) -> !transform.any_op
    %init, %fill, %split, %merge = transform.structured.split_reduction %g { split_factor = 4, insert_split_dimension = 1 } : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
