// SOUNDNESS: wrong views: the pooling kernel writes every window's max into row 0 of the view
// REQUIRES: mlir-opt-19
// The row index of the store replaced by 0: threads of different rows
// write the same cells of the view (and rows 1 to 3 are never written).
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/maxpool_unit_dims.mlir > %t.ann.mlir
// RUN: %mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(linalg-generalize-named-ops,func.func(linalg-fold-unit-extent-dims),one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-parallel-loops,scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,4},gpu-map-parallel-loops,convert-parallel-loops-to-gpu),gpu-kernel-outlining,lower-affine,canonicalize,cse)' --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate --nth 2 '"memref.store"\((%\d+), (%arg\d+), (%\d+), (%\d+)\)' '"memref.store"(\1, \2, %%c0r, \4)' < %t.low.mlir | %mutate --nth 2 '^(\s*)(%\d+ = "memref.load")' '\1%%c0r = "arith.constant"() <{value = 0 : index}> : () -> index\n\1\2' > %t.row0.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.row0.mlir | filecheck %s

// CHECK: FAILED  benign write-write races: gpu.launch_func at {{.*}}: threads of a block write different values to the same cell
// CHECK: @pool: FAILED (no read-write race)
