// SOUNDNESS: right tv-check: tensor.expand_shape with negative output extents whose product wraps around to the source extent (-1 * -4 = 4 mod 2^64) is UB, so a target may assume the extents non-negative
// RUN: %split-pair %s %t
// RUN: tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @dims(%t: tensor<?xf32>, %a: index, %b: index) -> index {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%a, %b] : tensor<?xf32> into tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %e, %c0 : tensor<?x?xf32>
  return %d : index
}

// ----- target

func.func @dims(%t: tensor<?xf32>, %a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %d = arith.maxsi %a, %c0 : index
  return %d : index
}

// CHECK: @dims: verified for extents <= 50
