// SOUNDNESS: wrong vector-bounds: the masked read of a partial tile emitted unmasked while still claiming in_bounds = [true, true] (reads past the row end)
// REQUIRES: mlir-opt-19, tv-plugin
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/relu_dyn.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --one-shot-bufferize=bufferize-function-boundaries --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/vectorize-masked-tiles.mlir --transform-interpreter --lower-vector-mask --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.vec.mlir
// RUN: %mutate '"vector.transfer_read"\((%\d+), (%\d+), (%\d+), (%\d+), %\d+\) <\{in_bounds = \[true, true\], operandSegmentSizes = array<i32: 1, 2, 1, 1>(.*)index, index, f32, vector<4x8xi1>\) -> vector<4x8xf32>' '"vector.transfer_read"(\1, \2, \3, \4) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 2, 1, 0>\5index, index, f32) -> vector<4x8xf32>' < %t.vec.mlir > %t.mut.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mut.mlir | filecheck %s
// CHECK: FAILED  read in bounds: vector.transfer_read at {{.*}}: reads subview of %arg0 outside
// CHECK: @relu_dyn: FAILED (read in bounds)
