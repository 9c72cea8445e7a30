// SOUNDNESS: wrong extent-bounds: tile_using_for by 64 whose tile size is fptosi of the f32 constant 64.0 and whose remainder is min(n, 64) instead of min(n - i, 64): no integer constant reaches the bound, so this was "verified for extents <= 50" with exit 0
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --transform-interpreter --canonicalize %s | %mutate '^    %c64 = arith.constant 64 : index$' '    %f64 = arith.constant 6.400000e+01 : f32\n    %c64_i64 = arith.fptosi %f64 : f32 to i64\n    %c64 = arith.index_cast %c64_i64 : i64 to index' | %mutate '%1 = affine.min #map\(%arg2\)\[%dim\]' '%1 = arith.minsi %dim, %c64 : index' > %t.mlir
// RUN: filecheck --check-prefix=MUT %s < %t.mlir
// MUT: %c64_i64 = arith.fptosi %f64 : f32 to i64
// MUT: %1 = arith.minsi %dim, %c64 : index
// RUN: %expect-exit 1 -- tv-check --accept-bounded --verbose %s %t.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)
// CHECK: verified for extents <= 50 only: checked again with extents <= 129

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
    %1, %loops = transform.structured.tile_using_for %0 tile_sizes [64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
