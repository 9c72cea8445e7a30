// SOUNDNESS: right launch-limits: --lower{tile-sizes=1024} launches 1024 threads per block
// The largest block NVIDIA and AMD allow.
// RUN: tv-opt -p 'annotate,lower{tile-sizes=1024}' --print-op-generic --print-debuginfo %S/../../Inputs/programs/row_sum.mlir -o %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.low.mlir -o %t.out | filecheck %s

// CHECK: note: launch limits of the target: at most 1024 threads per block
// CHECK: ok      launch limits: gpu.launch_func at {{.*}}: within the target's block and grid limits
// CHECK: @row_sum: verified
