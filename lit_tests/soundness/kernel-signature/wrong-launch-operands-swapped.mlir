// SOUNDNESS: wrong kernel-signature: the reduction kernel launched with its input and output swapped (types swapped along) (verify{source=})
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/row_max.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '(%arg\d+), (%\d+), (%\d+)\) <\{kernel = @row_max_kernel_0(.*)memref<6x10xf32, strided<\[\?, \?\], offset: \?>>, memref<6xf32>, index\)' '\2, \1, \3) <{kernel = @row_max_kernel_0\4memref<6xf32>, memref<6x10xf32, strided<[?, ?], offset: ?>>, index)' < %t.low.mlir > %t.bad.mlir
// RUN: %bad-input tv-opt -p 'verify{source="%S/../Inputs/row_max.mlir"}' %t.bad.mlir -o %t.out 2>&1 | filecheck %s

// CHECK: row_max.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'gpu.launch_func' op type of function argument 4 does not match
