// SOUNDNESS: wrong launch-limits: --lower{tile-sizes=4096} launches 4096 threads per block
// No GPU runs a block of 4096 threads: the launch is rejected and the kernel
// writes nothing (issue 21 hole 8).
// RUN: tv-opt -p 'annotate,lower{tile-sizes=4096}' --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_sum.mlir -o %t.low.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.low.mlir | filecheck %s

// CHECK: FAILED  launch limits: gpu.launch_func at {{.*}}: launches grid 1 x 1 x 1, block 4096 x 1 x 1, beyond the target's limits (1024 threads per block, block 1024 x 1024 x 64, grid 2147483647 x 65535 x 65535): the launch is rejected and the kernel does not run
// CHECK: @row_sum: FAILED (launch limits)
