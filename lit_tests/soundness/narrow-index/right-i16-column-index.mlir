// SOUNDNESS: right narrow-index: the column index of a 4x200 GPU kernel computed in i16 (columns < 200 fit)
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/add_4x200.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate --nth -1 '(%\d+) = "arith.addi"\((%\d+), (%\d+)\) <\{overflowFlags = #arith.overflow<none>\}> : \(index, index\) -> index' '%%n1 = "arith.index_cast"(\2) : (index) -> i16\n      %%n2 = "arith.index_cast"(\3) : (index) -> i16\n      %%ns = "arith.addi"(%%n1, %%n2) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16\n      \1 = "arith.index_cast"(%%ns) : (i16) -> index' < %t.low.mlir > %t.i16.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.i16.mlir -o %t.out | filecheck %s
// CHECK: @add_st: verified
