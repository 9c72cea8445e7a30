// SOUNDNESS: wrong kernel-signature: the reduction kernel launched without its last operand (the row length) (verify{source=})
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/row_max.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '(%arg\d+, %\d+), %\d+\) <\{kernel = @row_max_kernel_0(.*) 0, 0, 0, 0, 7, 0>\}>(.*)memref<6xf32>, index\)' '\1) <{kernel = @row_max_kernel_0\2 0, 0, 0, 0, 6, 0>}>\3memref<6xf32>)' < %t.low.mlir > %t.bad.mlir
// RUN: %bad-input tv-opt -p 'verify{source="%S/../Inputs/row_max.mlir"}' %t.bad.mlir -o %t.out 2>&1 | filecheck %s

// CHECK: row_max.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'gpu.launch_func' op got 6 kernel operands but expected 7
