// SOUNDNESS: right vector-bounds: the masked read of a partial tile emitted unmasked with in_bounds = [false, false]: lanes past the end get the padding and are never written back
// REQUIRES: mlir-opt-19, tv-plugin
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/relu_dyn.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --one-shot-bufferize=bufferize-function-boundaries --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/vectorize-masked-tiles.mlir --transform-interpreter --lower-vector-mask --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.vec.mlir
// RUN: %mutate '"vector.transfer_read"\((%\d+), (%\d+), (%\d+), (%\d+), %\d+\) <\{in_bounds = \[true, true\], operandSegmentSizes = array<i32: 1, 2, 1, 1>(.*)index, index, f32, vector<4x8xi1>\) -> vector<4x8xf32>' '"vector.transfer_read"(\1, \2, \3, \4) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>\5index, index, f32) -> vector<4x8xf32>' < %t.vec.mlir > %t.mut.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.mut.mlir -o %t.out | filecheck %s
// CHECK: ok      read in bounds: vector.transfer_read
// CHECK: @relu_dyn: verified
