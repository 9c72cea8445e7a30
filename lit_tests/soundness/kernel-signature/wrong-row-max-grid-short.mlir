// SOUNDNESS: wrong kernel-signature: the reduction kernel launched on 2 blocks of 2 threads where 3 are needed: rows 4 and 5 keep -inf (verify{source=})
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/row_max.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '"gpu.launch_func"\((%\d+), (%\d+), (%\d+), (%\d+), (.*) <\{kernel = @row_max_kernel_0' '"gpu.launch_func"(\4, \2, \3, \4, \5 <{kernel = @row_max_kernel_0' < %t.low.mlir > %t.bad.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{source="%S/../Inputs/row_max.mlir"}' %t.bad.mlir -o %t.out | filecheck %s

// CHECK: @row_max: FAILED
