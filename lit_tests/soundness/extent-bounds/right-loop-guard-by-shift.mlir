// SOUNDNESS: right extent-bounds: an elementwise negation whose loop tests i >> 6 == 0 and negates on both branches (checked again with extents up to 2 * 64 + 1)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// The check at 2 * 64 + 1 needs 79 million z3 units, past its tenth of the
// budget (check.BEYOND_PART): the next one, at 64 + 1 (a second tile
// already; 64 + 2 since round 12, a threshold `i <= K` too), decides.
// CHECK: @f: verified for extents <= 66

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
      %b = tensor.extract %t[%i] : tensor<?xf32>
      %m = arith.negf %b : f32
      %v = tensor.insert %m into %t[%i] : tensor<?xf32>
      scf.yield %v : tensor<?xf32>
    }
    scf.yield %u : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
