// SOUNDNESS: right views: a pooling kernel writes a collapse_shape of the buffer whose expand_shape is returned
// REQUIRES: mlir-opt-19
// After linalg-fold-unit-extent-dims the kernel writes a 4x4 buffer and the
// function returns its 1x4x4x1 expand_shape: writes through a view count
// for the storage (it was FAILED (coverage: cells never written)).
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/maxpool_unit_dims.mlir > %t.ann.mlir
// RUN: %mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(linalg-generalize-named-ops,func.func(linalg-fold-unit-extent-dims),one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-parallel-loops,scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,4},gpu-map-parallel-loops,convert-parallel-loops-to-gpu),gpu-kernel-outlining,lower-affine,canonicalize,cse)' --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.low.mlir -o %t.out | filecheck %s

// CHECK: ok      coverage: result 0 (expand_shape of memref.alloc@{{.*}} = @r)
// CHECK: ok      final value: result 0 (expand_shape of memref.alloc@{{.*}} = @r) of func.return at {{.*}}
// CHECK: @pool: verified
