// REQUIRES: heavy, mlir-tv-corpus
// IREE's conv2d-to-img2col (mlir-tv's opts/conv2d-to-img2col/nhwc_filter):
// the output is read through expand_shape -> matmul -> collapse_shape, so
// an element index (i1, i2) becomes (i1 * 14 + i2) and is split again by
// `/ 14` and `% 14`.  Under the obligation's guard the indices are within
// their extents and the divisions fold (semantics/index_bounds.py): the
// pair verifies (was a 30 s timeout, the solver bit-blasting 64-bit
// divisions).  A mutant that swaps the kernel window's offsets between the
// image rows and columns must still fail.
// RUN: tv-check --succinct %mlir-tv-corpus/opts/conv2d-to-img2col/nhwc_filter.src.mlir %mlir-tv-corpus/opts/conv2d-to-img2col/nhwc_filter.tgt.mlir | filecheck %s --check-prefix=OK
// RUN: %mutate 'd1 \+ d3, d2 \+ d4' 'd1 + d4, d2 + d3' < %mlir-tv-corpus/opts/conv2d-to-img2col/nhwc_filter.tgt.mlir > %t.bad.mlir
// RUN: filecheck %s --check-prefix=BAD-IR < %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check --succinct %mlir-tv-corpus/opts/conv2d-to-img2col/nhwc_filter.src.mlir %t.bad.mlir | filecheck %s --check-prefix=BAD

// OK: @conv_16433136: verified
// BAD-IR: (d0, d1 + d4, d2 + d3, d5)
// BAD: @conv_16433136: FAILED (return value mismatch)
