// REQUIRES: mlir-opt-19, mlir-tv-corpus
// `shape.shape_of` of a ranked tensor is its extents as a tensor<?xindex>,
// and `shape.to_extent_tensor` of an extent tensor is a cast (UB when the
// static extent is not the run-time one).  mlir-tv's
// fusion-tensor/tensor_extract verifies; a target that sizes its output by
// dimension 1 instead of 0 (extent 1, not the argument's) fails.
// RUN: tv-check --accept-bounded --succinct %mlir-tv-corpus/opts/fusion-tensor/tensor_extract.src.mlir %mlir-tv-corpus/opts/fusion-tensor/tensor_extract.tgt.mlir | filecheck %s --check-prefix=CORPUS
// CORPUS: @sigmoid_dynamic_dim: verified
// RUN: %mutate 'dim %arg0, %c0 :' 'dim %arg0, %c1 :' < %mlir-tv-corpus/opts/fusion-tensor/tensor_extract.tgt.mlir > %t.bad-tgt.mlir
// RUN: %mutate '%c0 = arith.constant 0 : index' '%c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index' < %t.bad-tgt.mlir > %t.bad.mlir
// RUN: filecheck %s --check-prefix=BAD-IR < %t.bad.mlir
// BAD-IR: tensor.dim %arg0, %c1 :
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %mlir-tv-corpus/opts/fusion-tensor/tensor_extract.src.mlir %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: @sigmoid_dynamic_dim: FAILED (target is undefined where the source is defined)
//
// mlir-opt-19's canonicalize (folds the extent read at a static
// dimension) and convert-shape-to-std (tensor.dim + from_elements + casts)
// of this file verify; a mutant returning another extent fails.
// RUN: %split-pair %s %t
// RUN: %mlir-opt --canonicalize --mlir-print-op-generic %t.src.mlir > %t.canon.mlir
// RUN: %expect-exit 2 -- tv-check --accept-bounded --succinct %t.src.mlir %t.canon.mlir | filecheck %s --check-prefix=OK
// RUN: %mlir-opt --convert-shape-to-std --mlir-print-op-generic %t.src.mlir > %t.std.mlir
// RUN: %expect-exit 2 -- tv-check --accept-bounded --succinct %t.src.mlir %t.std.mlir | filecheck %s --check-prefix=OK
// OK: @extents: verified
// OK-NEXT: @wrong_rank: verified (source is always undefined)
// OK-NEXT: @shape_type: unsupported (shape.shape_of at {{.*}}: shapes of type !shape.shape (possibly unranked or errors))
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=SWAP
// SWAP: @extents: FAILED (return value mismatch (1/2))

func.func @extents(%x: tensor<?x3xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = shape.shape_of %x : tensor<?x3xf32> -> tensor<?xindex>
  %e = shape.to_extent_tensor %s : tensor<?xindex> -> tensor<2xindex>
  %a = tensor.extract %e[%c0] : tensor<2xindex>
  %b = tensor.extract %s[%c1] : tensor<?xindex>
  return %a, %b : index, index
}

func.func @wrong_rank(%x: tensor<?x3xf32>) -> index {
  %c0 = arith.constant 0 : index
  %s = shape.shape_of %x : tensor<?x3xf32> -> tensor<?xindex>
  %e = shape.to_extent_tensor %s : tensor<?xindex> -> tensor<3xindex>
  %a = tensor.extract %e[%c0] : tensor<3xindex>
  return %a : index
}

func.func @shape_type(%x: tensor<?x3xf32>) -> !shape.shape {
  %s = shape.shape_of %x : tensor<?x3xf32> -> !shape.shape
  return %s : !shape.shape
}

// ----- target

func.func @extents(%x: tensor<?x3xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %d = tensor.dim %x, %c0 : tensor<?x3xf32>
  return %c3, %d : index, index
}

func.func @wrong_rank(%x: tensor<?x3xf32>) -> index {
  %c0 = arith.constant 0 : index
  return %c0 : index
}

func.func @shape_type(%x: tensor<?x3xf32>) -> !shape.shape {
  %s = shape.shape_of %x : tensor<?x3xf32> -> !shape.shape
  return %s : !shape.shape
}
