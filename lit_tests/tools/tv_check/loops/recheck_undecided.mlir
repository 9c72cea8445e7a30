// A loop guarded by i < 200 (a target wrong past extent 200): the bounded proof (extents <= 50) is checked again at extents <= 401 (more iterations than --max-unroll) and <= 202 (deeper than the stack): neither decides, so the bounded proof is no evidence past the bounds and the verdict is unsupported, naming the checks (attack round 8 printed it as an assumption; round 11's W47 made it exit 2).
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (verified for extents <= 50 only: the checks past them (extents <= {{.*}}, for the constants {{.*}}200 of the functions) decided nothing)

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
  %c200 = arith.constant 200 : index
  %dim = tensor.dim %x, %c0 : tensor<?xf32>
  %r = scf.for %i = %c0 to %dim step %c1 iter_args(%t = %x) -> (tensor<?xf32>) {
    %low = arith.cmpi ult, %i, %c200 : index
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
