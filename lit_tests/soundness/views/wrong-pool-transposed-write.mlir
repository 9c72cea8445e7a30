// SOUNDNESS: wrong views: the pooling kernel stores each window's max into the transposed cell
// REQUIRES: mlir-opt-19
// The store's indices swapped: cell (j, i) of the view gets window (i, j),
// which another thread reads and accumulates into.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/maxpool_unit_dims.mlir > %t.ann.mlir
// RUN: %mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(linalg-generalize-named-ops,func.func(linalg-fold-unit-extent-dims),one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-parallel-loops,scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,4},gpu-map-parallel-loops,convert-parallel-loops-to-gpu),gpu-kernel-outlining,lower-affine,canonicalize,cse)' --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate --nth 2 '"memref.store"\((%\d+), (%arg\d+), (%\d+), (%\d+)\)' '"memref.store"(\1, \2, \4, \3)' < %t.low.mlir > %t.tr.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.tr.mlir | filecheck %s

// CHECK: FAILED  no read-write race: gpu.launch_func at {{.*}}: threads of a block: one writes a cell another reads
// CHECK: @pool: FAILED (no read-write race)
