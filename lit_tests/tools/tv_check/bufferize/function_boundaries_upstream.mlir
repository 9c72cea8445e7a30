// REQUIRES: mlir-opt-19
// Bufferization across function boundaries changes the signature: tensor
// arguments become memref buffers, tensor results are returned as memrefs,
// left in out-parameters (-buffer-results-to-out-params), or dropped when
// equivalent to an argument (-drop-equivalent-buffer-results; the result
// is then read from that argument's buffer).  MLIR's own pipelines from
// Dialect/Bufferization/Transforms/one-shot-module-bufferize*.mlir, with
// each layout choice, verify; mutants of the real output fail with the
// reason.  Correspondence: tvmlir/refinement/signature.py.
//
// RUN: %mlir-opt --one-shot-bufferize="bufferize-function-boundaries" -drop-equivalent-buffer-results %s > %t.infer.mlir
// RUN: tv-check --accept-bounded %s %t.infer.mlir | filecheck %s --check-prefixes=CHECK,INFER
// RUN: %mlir-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -drop-equivalent-buffer-results -buffer-results-to-out-params %s > %t.out.mlir
// RUN: tv-check --accept-bounded %s %t.out.mlir | filecheck %s --check-prefixes=CHECK,OUT
// RUN: %mlir-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" -drop-equivalent-buffer-results -buffer-results-to-out-params %s > %t.dyn.mlir
// RUN: tv-check --accept-bounded %s %t.dyn.mlir | filecheck %s --check-prefixes=CHECK,DYN
// CHECK: @callee: verified
// CHECK-NEXT: @main: verified
// CHECK-NEXT: @insert_in_place: verified
// CHECK-NEXT: @not_writable: verified
// CHECK-NEXT: @fill_slice: verified
// INFER: assumes the buffers of tensor arguments and out-parameters whose type leaves the strides unknown are row-major (at any offset)
// CHECK: @callee{{.*}}: assumes memrefs passed for tensor arguments and out-parameters are distinct buffers, none aliasing another memref argument or overlapping itself
// CHECK: @callee{{.*}}: assumes the target may overwrite the buffers of tensor arguments (%arg0)
// CHECK: @callee: assumes result #0 (dropped as equivalent to %t) is left in the buffer of %arg0
// OUT: @callee: assumes result #1 is left in the out-parameter %arg1
// DYN: @callee: assumes result #1 is left in the out-parameter %arg1
//
// A copy into the out-parameter dropped: the result is uninitialized.
// RUN: %mutate 'memref.copy %%alloc, %%arg1 .*' '' < %t.out.mlir > %t.nocopy.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct --function callee %s %t.nocopy.mlir | filecheck %s --check-prefix=NOCOPY
// NOCOPY: @callee: FAILED (return value mismatch (2/2))
//
// The insert done on the argument's buffer instead of the copy: the
// dropped result #0 (the unchanged %t) is wrong.
// RUN: %mutate 'memref.store %%cst, %%alloc\[%%c0\]' 'memref.store %%cst, %%arg0[%%c0]' < %t.out.mlir > %t.inplace.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct --function callee %s %t.inplace.mlir | filecheck %s --check-prefix=INPLACE
// INPLACE: @callee: FAILED (return value mismatch (1/2))
//
// The in-place store dropped: the argument's buffer does not hold the result.
// RUN: %mutate 'memref.store %%arg1, %%arg0\[%%arg2\].*' '' < %t.infer.mlir > %t.nostore.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct --function insert_in_place %s %t.nostore.mlir | filecheck %s --check-prefix=NOSTORE
// NOSTORE: @insert_in_place: FAILED (return value mismatch)
//
// A store into the buffer of an argument marked `bufferization.writable =
// false`: the caller sees it changed.
// RUN: %mutate '    memref.copy %%alloc, %%arg2 .*' '\g<0>\n    memref.store %%arg1, %%arg0[%%c1] : memref<4xf32>' < %t.out.mlir > %t.readonly.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct --function not_writable %s %t.readonly.mlir | filecheck %s --check-prefix=READONLY
// READONLY: @not_writable: FAILED (memory mismatch)
//
// The fill one row late (strided views of the argument's buffer).
// RUN: %mutate 'subview %%arg0\[2, 0\]' 'subview %%arg0[3, 0]' < %t.dyn.mlir > %t.late.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --succinct --function fill_slice %s %t.late.mlir | filecheck %s --check-prefix=LATE
// LATE: @fill_slice: FAILED (return value mismatch)

// From MLIR 19's Dialect/Bufferization/Transforms/one-shot-module-bufferize-out-params.mlir.
func.func @callee(%t: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 8.0 : f32
  %1 = tensor.insert %cst into %t[%c0] : tensor<5xf32>
  return %t, %1 : tensor<5xf32>, tensor<5xf32>
}

func.func @main(%t: tensor<5xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %0, %1 = func.call @callee(%t) : (tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
  %2 = tensor.extract %0[%c0] : tensor<5xf32>
  %3 = tensor.extract %1[%c0] : tensor<5xf32>
  return %2, %3 : f32, f32
}

// From one-shot-module-bufferize.mlir: an in-place insert, the result
// equivalent to the argument (dropped by -drop-equivalent-buffer-results).
func.func @insert_in_place(%A : tensor<?xf32>, %s : f32, %i : index) -> tensor<?xf32> {
  %r = tensor.insert %s into %A[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}

// A read-only argument: the target must leave its buffer as it was.
func.func @not_writable(%A : tensor<4xf32> {bufferization.writable = false}, %s : f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %r = tensor.insert %s into %A[%c1] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// A linalg op on a slice of a tensor argument, written in place.
func.func @fill_slice(%A : tensor<8x8xf32>, %v : f32) -> tensor<8x8xf32> {
  %s = tensor.extract_slice %A[2, 0] [2, 4] [1, 1] : tensor<8x8xf32> to tensor<2x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<2x4xf32>) -> tensor<2x4xf32>
  %r = tensor.insert_slice %f into %A[2, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
