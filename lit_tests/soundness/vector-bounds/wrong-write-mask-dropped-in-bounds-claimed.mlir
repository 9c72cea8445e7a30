// SOUNDNESS: wrong vector-bounds: the masked write of a partial tile emitted unmasked with in_bounds = [true, true] (writes past the row end)
// REQUIRES: mlir-opt-19, tv-plugin
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/relu_dyn.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --one-shot-bufferize=bufferize-function-boundaries --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/vectorize-masked-tiles.mlir --transform-interpreter --lower-vector-mask --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.vec.mlir
// RUN: %mutate '"vector.transfer_write"\((%\d+), (%\d+), (%\d+), (%\d+), %\d+\) <\{in_bounds = \[true, true\], operandSegmentSizes = array<i32: 1, 1, 2, 1>(.*)index, index, vector<4x8xi1>\) -> \(\)' '"vector.transfer_write"(\1, \2, \3, \4) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 1, 2, 0>\5index, index) -> ()' < %t.vec.mlir > %t.mut.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mut.mlir | filecheck %s
// CHECK: FAILED  write in bounds: vector.transfer_write at {{.*}}: writes subview of %arg1 outside
// CHECK: @relu_dyn: FAILED (write in bounds)
