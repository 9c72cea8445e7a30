// SOUNDNESS: wrong extent-bounds: tile_using_for by 64 whose loop step is edited to 128 (every other tile skipped): wrong only when n > 64
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --transform-interpreter --canonicalize %s | %mutate 'step %c64 iter_args' 'step %c128 iter_args' | %mutate '%c64 = arith.constant 64 : index' '%c64 = arith.constant 64 : index\n    %c128 = arith.constant 128 : index' > %t.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)

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
