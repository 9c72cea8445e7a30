// REQUIRES: mlir-opt-19
// A proof that holds only within the extent bounds is unsupported by
// default (exit 2): "verified only for extents <= N, not for all sizes".
// `--accept-bounded` makes it exit 0 ("verified for extents <= N", the bound
// among the printed assumptions), for users who read the bound;
// `--require-all-sizes` (the old opt-in) is the default and changes
// nothing.  mlir-opt-19's tile_using_for by 64 of a dynamic elementwise op
// is proved for extents <= 129 or so (a full tile and a partial one), not for
// all sizes.
// RUN: %mlir-opt --transform-interpreter --canonicalize %s > %t.mlir
// RUN: %expect-exit 2 -- tv-check %s %t.mlir | filecheck %s --check-prefix=DEFAULT
// RUN: %expect-exit 2 -- tv-check --require-all-sizes %s %t.mlir | filecheck %s --check-prefix=DEFAULT
// RUN: %expect-exit 0 -- tv-check --accept-bounded %s %t.mlir | filecheck %s --check-prefix=ACCEPT
// RUN: %expect-exit 0 -- tv-check --function id %s %t.mlir | filecheck %s --check-prefix=UNBOUNDED
// RUN: %expect-exit 2 -- tv-check --json %s %t.mlir | filecheck %s --check-prefix=JSON
// DEFAULT: @f: unsupported (verified only for extents <= {{[0-9]+}}, not for all sizes; --accept-bounded accepts that)
// DEFAULT-NEXT: @id: verified{{$}}
// ACCEPT: @f: verified for extents <= {{[0-9]+}}
// ACCEPT: @id: verified{{$}}
// UNBOUNDED: @id: verified{{$}}
// JSON: "status": "unsupported"
// JSON: "bounded": "extents <= {{[0-9]+}}"

func.func @f(%x: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%o : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// A function proved for all sizes is unaffected.
func.func @id(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %loop = transform.structured.tile_using_for %g tile_sizes [64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
