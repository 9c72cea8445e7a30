// SOUNDNESS: right narrow-index: the row index of a dynamically sized add computed through i64 (index_cast there and back)
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/add_dyn.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '(%\d+) = "arith.addi"\((%arg\d+), (%arg\d+)\) <\{overflowFlags = #arith.overflow<none>\}> : \(index, index\) -> index' '%%n1 = "arith.index_cast"(\2) : (index) -> i64\n        %%n2 = "arith.index_cast"(\3) : (index) -> i64\n        %%ns = "arith.addi"(%%n1, %%n2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64\n        \1 = "arith.index_cast"(%%ns) : (i64) -> index' < %t.low.mlir > %t.i64.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.i64.mlir -o %t.out | filecheck %s
// CHECK: @add_dyn: verified
