// SOUNDNESS: wrong launch-limits: a 64 x 32 block: each dimension fits, their product does not
// 64 x 32 = 2048 threads, over the 1024 a block may have in total.
// RUN: tv-opt -p 'annotate,lower{tile-sizes=64,32}' --print-op-generic --print-debuginfo %S/../../Inputs/programs/matmul.mlir -o %t.low.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.low.mlir | filecheck %s

// CHECK: FAILED  launch limits: gpu.launch_func at {{.*}}: launches grid 1 x 1 x 1, block 64 x 32 x 1, beyond the target's limits (1024 threads per block, block 1024 x 1024 x 64, grid 2147483647 x 65535 x 65535): the launch is rejected and the kernel does not run
// CHECK: @matmul: FAILED (launch limits)
