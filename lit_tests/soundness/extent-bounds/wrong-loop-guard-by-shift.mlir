// SOUNDNESS: wrong extent-bounds: an elementwise negation whose loop negates only where i >> 6 == 0 (i < 64): no constant reaches the bound (6 is a shift amount), so this was "verified for extents <= 50" with exit 0
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
  %c6 = arith.constant 6 : index
  %dim = tensor.dim %x, %c0 : tensor<?xf32>
  %r = scf.for %i = %c0 to %dim step %c1 iter_args(%t = %x) -> (tensor<?xf32>) {
    %hi = arith.shrui %i, %c6 : index
    %low = arith.cmpi eq, %hi, %c0 : index
    %u = scf.if %low -> (tensor<?xf32>) {
      %a = tensor.extract %t[%i] : tensor<?xf32>
      %n = arith.negf %a : f32
      %w = tensor.insert %n into %t[%i] : tensor<?xf32>
      scf.yield %w : tensor<?xf32>
    } else {
      scf.yield %t : tensor<?xf32>
    }
    scf.yield %u : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
