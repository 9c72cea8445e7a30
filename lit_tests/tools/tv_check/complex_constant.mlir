// REQUIRES: mlir-opt-19
// A `dense<(re, im)>` constant of complex elements is a pair of floats per
// element (semantics/constants.py, semantics/complex.py).  MLIR's own
// Dialect/Tensor/canonicalize.mlir @fold_extract (its complex part): the
// canonicalizer folds the extract into a `complex.constant`: verified
// (it was unsupported, and before that a TypeError, exit 4).
// RUN: %mlir-opt --canonicalize %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @fold_extract_complex: verified
//
// The folded constant's imaginary part changed: FAILED.
// RUN: %mutate '2.300000e\+00 : f32\]' '2.400000e+00 : f32]' < %t.tgt.mlir > %t.im.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.im.mlir | filecheck %s --check-prefix=IM
// IM: @fold_extract_complex: FAILED (return value mismatch (2/2))
//
// Real and imaginary parts swapped: FAILED.
// RUN: %mutate '\[1.200000e\+00 : f32, 2.300000e\+00 : f32\]' '[2.300000e+00 : f32, 1.200000e+00 : f32]' < %t.tgt.mlir > %t.swap.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.swap.mlir | filecheck %s --check-prefix=SWAP
// SWAP: @fold_extract_complex: FAILED (return value mismatch (2/2))

func.func @fold_extract_complex(%x: f32) -> (f32, complex<f32>) {
  %4 = arith.constant dense<(1.2, 2.3)> : tensor<complex<f32>>
  %ext_5 = tensor.extract %4[] : tensor<complex<f32>>
  %s = arith.addf %x, %x : f32
  return %s, %ext_5 : f32, complex<f32>
}
