// SOUNDNESS: wrong extent-bounds: an extract at index 60 of a tensor<?xi32> moved to index 61: the source is undefined for every extent <= 50, so it was "verified for extents <= 50 (source is always undefined)"
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch)
// CHECK: %t = tensor 62

func.func @f(%t: tensor<?xi32>) -> i32 {
  %c = arith.constant 60 : index
  %r = tensor.extract %t[%c] : tensor<?xi32>
  return %r : i32
}

// ----- target

func.func @f(%t: tensor<?xi32>) -> i32 {
  %c = arith.constant 61 : index
  %r = tensor.extract %t[%c] : tensor<?xi32>
  return %r : i32
}
