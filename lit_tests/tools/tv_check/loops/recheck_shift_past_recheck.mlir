// An elementwise negation only where i >> 20 == 0: wrong only past 2^20 elements, beyond the constants' re-check (extents <= 2^16).  The bounded proof stays, and its assumptions name 2^20 as a constant not checked running twice (attack round 12: shift amounts past 16 gave no constant, and nothing said the proof stopped at 50).
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified for extents <= 50
// CHECK: @f: assumes nothing of extents past 65536: a loop whose step, tile size or threshold is one of the constants 1048576{{.*}} was not checked running twice

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
  %c20 = arith.constant 20 : index
  %r = scf.for %i = %c0 to %dim step %c1 iter_args(%t = %x) -> (tensor<?xf32>) {
    %hi = arith.shrui %i, %c20 : index
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
