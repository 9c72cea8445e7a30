// SOUNDNESS: wrong launch-limits: a block of 128 threads along z, over the limit of 64
// 256 threads in total fit, but z may be at most 64.
// RUN: tv-opt -p 'annotate,lower{tile-sizes=1,2,128}' --print-op-generic --print-debuginfo %S/../../Inputs/programs/batch_matmul.mlir -o %t.low.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.low.mlir | filecheck %s

// CHECK: FAILED  launch limits: gpu.launch_func at {{.*}}: launches grid 2 x 4 x 1, block 1 x 2 x 128, beyond the target's limits (1024 threads per block, block 1024 x 1024 x 64, grid 2147483647 x 65535 x 65535): the launch is rejected and the kernel does not run
// CHECK: @batch_matmul: FAILED (launch limits)
