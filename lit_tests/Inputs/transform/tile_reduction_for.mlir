// Split every row reduction (a parallel then a reduction dim) with
// `tile_reduction_using_for` by 4: partial accumulators p[i, r] filled with
// the combiner's neutral element, a loop over tiles of 4 reduced indices
// accumulating into them, and a final linalg.reduce merging p into the
// output.  Then bufferize.  The reduction order is no longer the spec's.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %g = transform.structured.match ops{["linalg.generic"]} attributes {iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>]} in %root : (!transform.any_op) -> !transform.any_op
    %fill, %partial, %merge, %loop = transform.structured.tile_reduction_using_for %g by tile_sizes = [0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %b = transform.bufferization.one_shot_bufferize %root {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
