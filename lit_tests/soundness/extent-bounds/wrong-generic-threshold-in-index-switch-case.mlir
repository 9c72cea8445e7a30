// SOUNDNESS: wrong extent-bounds: an elementwise negation that skips element 60 through scf.index_switch case 60: wrong past 60 elements (attack round 12: a switch's cases, a dense array attribute, were not read for constants: 'verified for extents <= 50', exit 0)
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
  %c1 = arith.constant 1 : index
  %dim = tensor.dim %x, %c0 : tensor<?xf32>
  %r = scf.for %i = %c0 to %dim step %c1 iter_args(%t = %x) -> (tensor<?xf32>) {
    %u = scf.index_switch %i -> tensor<?xf32>
    case 60 {
      scf.yield %t : tensor<?xf32>
    }
    default {
      %a = tensor.extract %t[%i] : tensor<?xf32>
      %n = arith.negf %a : f32
      %w = tensor.insert %n into %t[%i] : tensor<?xf32>
      scf.yield %w : tensor<?xf32>
    }
    scf.yield %u : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
