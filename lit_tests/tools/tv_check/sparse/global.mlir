// REQUIRES: mlir-opt-19, mlir-tv-corpus
// `sparse<indices, values>` initializers of `memref.global` (what
// bufferizing a sparse constant makes): the listed elements, zero
// elsewhere.  mlir-tv's tensor-constant-bufferize/sparse verifies, and so
// does mlir-opt-19's one-shot-bufferize of this file; a global with a
// changed value, or a listed element moved, fails.
// RUN: tv-check --succinct %mlir-tv-corpus/opts/tensor-constant-bufferize/sparse.src.mlir %mlir-tv-corpus/opts/tensor-constant-bufferize/sparse.tgt.mlir | filecheck %s --check-prefix=CORPUS
// CORPUS: @f: verified
// RUN: %mutate '2.000000e\+00\]' '3.000000e+00]' < %mlir-tv-corpus/opts/tensor-constant-bufferize/sparse.tgt.mlir > %t.value.mlir
// RUN: filecheck %s --check-prefix=VALUE-IR < %t.value.mlir
// VALUE-IR: sparse<[[1, 2], [3, 4]], [1.000000e+00, 3.000000e+00]>
// RUN: %expect-exit 1 -- tv-check --succinct %mlir-tv-corpus/opts/tensor-constant-bufferize/sparse.src.mlir %t.value.mlir | filecheck %s --check-prefix=FAIL
// FAIL: @f: FAILED (return value mismatch)
//
// RUN: %mlir-opt --one-shot-bufferize %s > %t.bufferized.mlir
// RUN: filecheck %s --check-prefix=GLOBAL < %t.bufferized.mlir
// GLOBAL: memref.global "private" constant @{{.*}} : memref<3x4xi32> = sparse<[[0, 3], [2, 1]], [7, -5]>
// RUN: tv-check --succinct %s %t.bufferized.mlir | filecheck %s --check-prefix=OK
// OK: @g: verified
// RUN: %mutate '\[\[0, 3\], \[2, 1\]\]' '[[0, 3], [1, 2]]' < %t.bufferized.mlir > %t.moved.mlir
// RUN: %expect-exit 1 -- tv-check --succinct %s %t.moved.mlir | filecheck %s --check-prefix=MOVED
// MOVED: @g: FAILED (return value mismatch)

func.func @g() -> tensor<3x4xi32> {
  %c = arith.constant sparse<[[0, 3], [2, 1]], [7, -5]> : tensor<3x4xi32>
  return %c : tensor<3x4xi32>
}
