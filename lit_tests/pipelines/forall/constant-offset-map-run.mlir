// REQUIRES: mlir-opt-19, mlir-cpu-runner-19
// Evidence that the `view in bounds` failure of constant-offset-map.mlir
// is mlir-opt-19's, not a false alarm: the same tiled @offset, its
// tv.prophesy ops stripped, lowered to LLVM and run.  The spec returns
// columns 8..11 of A (8, 20, 32 in the first column); the tiled code
// returns columns 16..19 (the offset counted twice) for the first two
// rows, and memory past the end of A for the third.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/constant-offset-map.mlir > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/forall_tile.mlir %t.ann.mlir > %t.mlir
// RUN: tv-opt --strip-tv %t.mlir -o %t.strip.mlir
// RUN: %mlir-opt --strip-debuginfo %t.strip.mlir | sed -e '/^}$/,$d' > %t.run.mlir
// RUN: cat %S/../../Inputs/offset_main.mlir >> %t.run.mlir
// RUN: %mlir-opt %t.run.mlir --symbol-dce --scf-forall-to-parallel --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts > %t.ll.mlir
// RUN: %mlir-cpu-runner %t.ll.mlir | filecheck %s

// CHECK: sizes = [3, 4]
// CHECK-NEXT: {{\[\[}}16, 17, 18, 19],
// CHECK-NEXT: {{\[}}28, 29, 30, 31],
