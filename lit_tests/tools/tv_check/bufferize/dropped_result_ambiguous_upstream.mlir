// REQUIRES: mlir-opt-19
// Two results written into the same tensor argument at the same depth
// (MLIR's Dialect/Linalg/one-shot-bufferize.mlir @vec_not_inplace): One-Shot
// Bufferize puts one write in place and copies for the other, and
// -drop-equivalent-buffer-results drops the in-place result.  The target's
// signature no longer says which of the two was dropped, so tv-check does
// not guess (a guess was a false alarm here: it read result #0 from %A's
// buffer, where mlir-opt-19 left result #1): unsupported, with the reason.
// A result returned unmodified beside an in-place write is not ambiguous.
//
// RUN: %mlir-opt -one-shot-bufferize="bufferize-function-boundaries" -canonicalize -buffer-loop-hoisting -drop-equivalent-buffer-results %s > %t.mlir
// RUN: %expect-exit 2 -- tv-check --accept-bounded %s %t.mlir | filecheck %s
// CHECK: @vec_not_inplace: unsupported (func.func at {{.*}}: the source and target signatures differ (cannot tell which 1 tensor result(s) were dropped as equivalent to an argument))
// CHECK: @arg_and_write: verified

func.func @vec_not_inplace(%A : tensor<?xf32> {bufferization.writable = true}, %vec : vector<4xf32>)
    -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = vector.transfer_write %vec, %A[%c0] : vector<4xf32>, tensor<?xf32>
  %r1 = vector.transfer_write %vec, %A[%c1] : vector<4xf32>, tensor<?xf32>
  return %r0, %r1 : tensor<?xf32>, tensor<?xf32>
}

func.func @arg_and_write(%A : tensor<8xf32> {bufferization.writable = true}, %x : f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %x into %A[%c0] : tensor<8xf32>
  return %A, %r : tensor<8xf32>, tensor<8xf32>
}
