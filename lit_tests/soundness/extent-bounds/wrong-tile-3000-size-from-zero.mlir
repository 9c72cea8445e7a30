// SOUNDNESS: wrong extent-bounds: tile_using_for by 3000 whose tile size is min(n, 3000) instead of min(n - i, 3000): 2 * 3000 + 1 was past the re-check's largest extent (4096), so no re-check ran and this was "verified for extents <= 50" with exit 0 (session 28 capped it at 4096; attack round 9 checks at 2K + 1 up to 2^16)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --transform-interpreter --canonicalize %s | %mutate 'affine_map<\(d0\)\[s0\] -> \(-d0 \+ s0, 3000\)>' 'affine_map<(d0)[s0] -> (s0, 3000)>' > %t.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --verbose %s %t.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)
// CHECK: verified for extents <= 50 only: checked again with extents <= {{[0-9]+}}

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
