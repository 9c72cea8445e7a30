// SOUNDNESS: wrong workgroup-memory: transform.structured.promote stages matmul tiles in workgroup allocs that four threads share
// REQUIRES: mlir-opt-19, tv-plugin
// The staging copies are split over 4 threads per block: under mlir-opt-19's
// per-thread allocs, each thread reads tile cells other threads staged.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/matmul.mlir > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/promote_workgroup_threads.mlir --inline-outlined=%tv-plugin %t.ann.mlir > %t.low.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.low.mlir | filecheck %s

// CHECK: FAILED  read defined: memref.load at {{.*}}: reads view of memref.alloc@{{.*}} where no input or earlier write defines it
// CHECK: @matmul: FAILED (read defined)
