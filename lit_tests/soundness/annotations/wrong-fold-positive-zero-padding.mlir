// SOUNDNESS: wrong annotations: the same fold with +0.0 padding, which turns a sum of -0.0 into +0.0
// REQUIRES: mlir-opt-19, tv-plugin
// +0.0 is not addf's neutral element (-0.0 + +0.0 = +0.0).
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_sum.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/vectorize-children.mlir --transform-interpreter --canonicalize --cse --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.vec.mlir
// RUN: %mutate --all 'tensor<8x16xf32>' 'tensor<8x10xf32>' < %t.vec.mlir | %mutate --all 'memref<8x16xf32' 'memref<8x10xf32' | %mutate '"vector.transfer_read"\(%arg0, (%\d+), (%\d+), (%\d+)\) <\{in_bounds = \[true, true\]' '"vector.transfer_read"(%%arg0, \1, \2, \3) <{in_bounds = [true, false]' > %t.pad.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.pad.mlir | filecheck %s

// CHECK: FAILED  value = prophecy: vector.multi_reduction at {{.*}}: folding lane [10] of the vector.multi_reduction does not give @s's partial reduction at the element it reads
// CHECK-NEXT: instance: {{.*}}expected s({{[0-9]}}) stage [9] = -0.0; computed 0.0
// CHECK: @row_sum: FAILED (value = prophecy)
