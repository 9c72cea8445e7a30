// SOUNDNESS: right extent-bounds: mlir-opt-19's tile_using_for by 3000 of a dynamic elementwise op (checked again with extents up to 2 * 3000 + 1, where the loop runs a second, partial tile)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --transform-interpreter --canonicalize %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check --accept-bounded %s %t.mlir | filecheck %s
// CHECK: @f: verified for extents <= {{[0-9]+}}

func.func @f(%x: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%o : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops = transform.structured.tile_using_for %0 tile_sizes [3000] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
