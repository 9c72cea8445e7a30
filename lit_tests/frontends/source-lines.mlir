// REQUIRES: mlir-opt-19, heavy
// Reports name the PyTorch source line beside the MLIR location: each op of
// a tv-import-torch export carries its user frame (here the zoo's
// EmbeddingPool.forward, torch_zoo.py:143), which --lower passes on to
// what it creates and mlir-opt-19 keeps with --mlir-print-debuginfo.
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/torch/embedding_pool.mlir -o %t.ours.mlir | filecheck %s
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %S/../Inputs/torch/embedding_pool.mlir | %mutate '(%\w+) = "memref.load"\((%\w+), (%\w+), (%\w+)\) : \(memref<6x4xf32>' '\1 = "memref.load"(\2, \4, \3) : (memref<6x4xf32>' > %t.swapped.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.swapped.mlir | filecheck %s --check-prefix=SWAPPED
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/torch/embedding_pool.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o %t.up.out.mlir | filecheck %s
// An unsupported op names it too (exit 2): the table read at a
// data-dependent column and row, stored at the loaded index.
// RUN: %mutate '"memref.store"\((%\w+), (%\w+), (%\w+), (%\w+), (%\w+)\) <\{nontemporal = false\}> : \(f32, memref<2x3x4xf32>' '"memref.store"(\1, \2, %idx_data, \4, \5) <{nontemporal = false}> : (f32, memref<2x3x4xf32>' < %t.up.mlir | %mutate '(%\w+) = "arith.index_cast"\((%\w+)\) : \(i64\) -> index' '\1 = "arith.index_cast"(\2) : (i64) -> index\n      %idx_data = "arith.index_cast"(\2) : (i64) -> index' > %t.scatter.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.scatter.mlir -o %t.scatter.out.mlir | filecheck %s --check-prefix=SCATTER

// CHECK: ok      read in bounds: memref.load at {{.*}}embedding_pool.mlir:28:13 (tvmlir/frontends/torch_zoo.py:143)
// CHECK: @embedding_pool: verified
// SWAPPED: FAILED  read in bounds: memref.load at {{.*}}embedding_pool.mlir:28:13 (tvmlir/frontends/torch_zoo.py:143): reads
// SWAPPED: @embedding_pool: FAILED (read in bounds)
// SCATTER: @embedding_pool: unsupported ({{.*}} at {{.*}}embedding_pool.mlir:{{[0-9]+}}:{{[0-9]+}} (tvmlir/frontends/torch_zoo.py:143))
