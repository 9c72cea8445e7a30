// SOUNDNESS: wrong view-types: the interior subview keeps its static offsets [1, 1] but its type says offset 10 (compiled code addresses a static layout by its type: the copy lands one column right); invalid MLIR, it was verified
// REQUIRES: mlir-opt-19
// tvmlir reads a view from its operands; mlir-opt-19 rejects a subview
// whose result type is not the one its operands imply, and so must tvmlir.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/pad_add.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate --all 'offset: 9>>' 'offset: 10>>' < %t.low.mlir > %t.bad.mlir
// RUN: %bad-input tv-opt -p 'verify{source="%S/../Inputs/pad_add.mlir"}' %t.bad.mlir -o %t.out 2>&1 | filecheck %s

// CHECK: pad_add.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'memref.subview' op expected result type to be 'memref<4x6xf32, strided<[8, 1], offset: 9>>' or a rank-reduced version. (mismatch of result layout)
