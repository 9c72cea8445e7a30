// SOUNDNESS: wrong extent-bounds: an elementwise negation whose affine loop negates only where the integer set (59 - i >= 0) holds: wrong past 60 elements (attack round 12: integer sets were not read for constants, "verified for extents <= 50" with exit 0; and the check at K + 1 does not pass `i <= K`)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)
// CHECK: verified for extents <= 50 only: checked again with extents <= {{[0-9]+}}

func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : tensor<?xf32>) {
  ^bb0(%a: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// ----- target

func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %x, %c0 : tensor<?xf32>
  %r = affine.for %i = 0 to %dim iter_args(%t = %x) -> (tensor<?xf32>) {
    %u = affine.if affine_set<(d0) : (59 - d0 >= 0)>(%i) -> tensor<?xf32> {
      %a = tensor.extract %t[%i] : tensor<?xf32>
      %n = arith.negf %a : f32
      %w = tensor.insert %n into %t[%i] : tensor<?xf32>
      affine.yield %w : tensor<?xf32>
    } else {
      affine.yield %t : tensor<?xf32>
    }
    affine.yield %u : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
