// tosa.scatter (semantics/tosa_layout.py: SCATTER writes input[n, w, c] at
// values[n, indices[n, w], c]; an index out of [0, K) or written twice is
// UB, so the order of the writes does not matter) against mlir-opt-19's
// --tosa-to-scf (scf.for loops over N and W of tensor.extract_slice /
// insert_slice): verified.  The loop's insert made to write row 0 every
// time is FAILED.  Six distinct indices into four rows cannot exist: the
// source is always undefined.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --tosa-to-scf %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'into %arg6\[%arg3, %2, ' 'into %arg6[%arg3, %c0_3, ' < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @scatter(%v: tensor<1x3x2xi32>, %i: tensor<1x2xi32>, %x: tensor<1x2x2xi32>) -> tensor<1x3x2xi32> {
  %0 = tosa.scatter %v, %i, %x : (tensor<1x3x2xi32>, tensor<1x2xi32>, tensor<1x2x2xi32>) -> tensor<1x3x2xi32>
  return %0 : tensor<1x3x2xi32>
}
func.func @pigeonhole(%v: tensor<1x4x1xi32>, %i: tensor<1x6xi32>, %x: tensor<1x6x1xi32>) -> tensor<1x4x1xi32> {
  %0 = tosa.scatter %v, %i, %x : (tensor<1x4x1xi32>, tensor<1x6xi32>, tensor<1x6x1xi32>) -> tensor<1x4x1xi32>
  return %0 : tensor<1x4x1xi32>
}

// CHECK: @scatter: verified
// CHECK: @pigeonhole: verified (source is always undefined)

// BAD: @scatter: FAILED
