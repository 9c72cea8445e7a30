// SOUNDNESS: right annotations: a vector fold of rows of 10 read 16 lanes at a time with -0.0 padding
// REQUIRES: mlir-opt-19, tv-plugin
// The lanes past the end of a row hold the padding -0.0, addf's neutral
// element: they claim the partial sum the fold already has (folds.py); it
// was FAILED (prophecy in spec domain).
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_sum.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/vectorize-children.mlir --transform-interpreter --canonicalize --cse --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.vec.mlir
// RUN: %mutate --all 'tensor<8x16xf32>' 'tensor<8x10xf32>' < %t.vec.mlir | %mutate --all 'memref<8x16xf32' 'memref<8x10xf32' | %mutate '"vector.transfer_read"\(%arg0, (%\d+), (%\d+), (%\d+)\) <\{in_bounds = \[true, true\]' '"vector.transfer_read"(%%arg0, \1, \2, \3) <{in_bounds = [true, false]' | %mutate 'value = 0.000000e\+00 : f32' 'value = -0.000000e+00 : f32' > %t.pad.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.pad.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.pad.mlir -o %t.out | filecheck %s

// SHAPE: value = -0.000000e+00 : f32
// SHAPE: "vector.transfer_read"(%arg0, {{.*}}) <{in_bounds = [true, false]
// SHAPE: vector<8x16xf32>
// CHECK: ok      value = prophecy: vector.multi_reduction at {{.*}}: inferred @s's partial reduction, lane by lane of the fold
// CHECK: @row_sum: verified
