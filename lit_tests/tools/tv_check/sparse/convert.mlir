// REQUIRES: mlir-opt-19, mlir-tv-corpus
// A sparse encoding is storage only: `sparse_tensor.convert` keeps the
// abstract tensor, so reading the converted tensor reads the original
// (mlir-tv's sparsetensor-ops/ordering-doesnt-matter: a column-major CSR
// is still indexed (row, column)).  Reading the other element fails.  An
// encoding with an explicit value (every stored element reads as it, a
// pattern matrix) changes values: unsupported.
// RUN: tv-check --accept-bounded --succinct %mlir-tv-corpus/litmus/sparsetensor-ops/ordering-doesnt-matter.src.mlir %mlir-tv-corpus/litmus/sparsetensor-ops/ordering-doesnt-matter.tgt.mlir | filecheck %s --check-prefix=CORPUS
// CORPUS: @f: verified
// RUN: %mutate 'extract %x\[%c0, %c1\]' 'extract %x[%c1, %c0]' < %mlir-tv-corpus/litmus/sparsetensor-ops/ordering-doesnt-matter.tgt.mlir > %t.swapped.mlir
// RUN: filecheck %s --check-prefix=SWAPPED-IR < %t.swapped.mlir
// SWAPPED-IR: tensor.extract %x[%c1, %c0]
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %mlir-tv-corpus/litmus/sparsetensor-ops/ordering-doesnt-matter.src.mlir %t.swapped.mlir | filecheck %s --check-prefix=SWAPPED
// SWAPPED: @f: FAILED (return value mismatch)
//
// This file through mlir-opt-19's canonicalize (which keeps the converts,
// and the sparse arguments) against itself, and a mutant reading another
// element of the sparse argument.
// RUN: %split-pair %s %t
// RUN: %mlir-opt --canonicalize --mlir-print-op-generic %t.src.mlir > %t.canon.mlir
// RUN: %expect-exit 2 -- tv-check --accept-bounded --succinct %t.src.mlir %t.canon.mlir | filecheck %s --check-prefix=CANON
// CANON: @round_trip: verified
// CANON-NEXT: @sparse_argument: verified
// CANON-NEXT: @pattern: unsupported (sparse_tensor.convert at {{.*}}: sparse encodings with explicit or implicit values)
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=PAIR
// PAIR: @round_trip: verified
// PAIR-NEXT: @sparse_argument: FAILED (return value mismatch)
// PAIR-NEXT: @pattern: unsupported (sparse_tensor.convert at {{.*}}: sparse encodings with explicit or implicit values)
// tvmlir prints encodings back in MLIR's syntax (mlir-opt-19 reads them):
// RUN: tv-opt %t.src.mlir | %mlir-opt | filecheck %s --check-prefix=PRINT
// PRINT-DAG: #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed), posWidth = 32, crdWidth = 32 }>
// PRINT-DAG: #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = 1.000000e+00 : f32, implicitVal = 0.000000e+00 : f32 }>

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed), posWidth = 32, crdWidth = 32 }>
#PATTERN = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = 1.0 : f32, implicitVal = 0.0 : f32 }>

func.func @round_trip(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = sparse_tensor.convert %x : tensor<4x8xf32> to tensor<4x8xf32, #CSR>
  %z = sparse_tensor.convert %y : tensor<4x8xf32, #CSR> to tensor<?x8xf32, #CSC>
  %w = sparse_tensor.convert %z : tensor<?x8xf32, #CSC> to tensor<?x8xf32>
  %r = tensor.cast %w : tensor<?x8xf32> to tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @sparse_argument(%x: tensor<4x8xf32, #CSC>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %y = sparse_tensor.convert %x : tensor<4x8xf32, #CSC> to tensor<4x8xf32>
  %r = tensor.extract %y[%c0, %c1] : tensor<4x8xf32>
  return %r : f32
}

func.func @pattern(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = sparse_tensor.convert %x : tensor<4xf32> to tensor<4xf32, #PATTERN>
  %z = sparse_tensor.convert %y : tensor<4xf32, #PATTERN> to tensor<4xf32>
  return %z : tensor<4xf32>
}

// ----- target

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed), posWidth = 32, crdWidth = 32 }>
#PATTERN = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = 1.0 : f32, implicitVal = 0.0 : f32 }>

func.func @round_trip(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  return %x : tensor<4x8xf32>
}

func.func @sparse_argument(%x: tensor<4x8xf32, #CSC>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = tensor.extract %x[%c1, %c0] : tensor<4x8xf32, #CSC>
  return %r : f32
}

func.func @pattern(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
