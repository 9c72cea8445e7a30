// REQUIRES: mlir-opt-19
// What tvmlir prints of the compat constructs that xDSL 0.74 lacks
// (index_castui, remf, memref.transpose, semi-affine layouts) is what
// mlir-opt-19 reads from the original, in custom and in generic form.
// RUN: %split-pair %S/index-castui-remf.mlir %t.a
// RUN: %mlir-opt %t.a.src.mlir > %t.a.up
// RUN: tv-opt %t.a.src.mlir | %mlir-opt > %t.a.ours
// RUN: diff %t.a.ours %t.a.up
// RUN: tv-opt --print-op-generic %t.a.src.mlir | %mlir-opt > %t.a.gen
// RUN: diff %t.a.gen %t.a.up
// RUN: %mlir-opt %S/memref-transpose.mlir > %t.b.up
// RUN: tv-opt %S/memref-transpose.mlir | %mlir-opt > %t.b.ours
// RUN: diff %t.b.ours %t.b.up
// RUN: tv-opt --print-op-generic %S/memref-transpose.mlir | %mlir-opt > %t.b.gen
// RUN: diff %t.b.gen %t.b.up
// RUN: %mlir-opt %S/semi-affine.mlir > %t.c.up
// RUN: tv-opt %S/semi-affine.mlir | %mlir-opt > %t.c.ours
// RUN: diff %t.c.ours %t.c.up
