// SOUNDNESS: wrong tv-check: tensor.dim of a tensor.expand_shape result replaced by the other output extent
// RUN: %split-pair %s %t
// RUN: %mutate 'arith.maxsi %a, %c0' 'arith.maxsi %b, %c0' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.bad.mlir | filecheck --check-prefix=BAD %s

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

// BAD: @dims: FAILED (return value mismatch)
