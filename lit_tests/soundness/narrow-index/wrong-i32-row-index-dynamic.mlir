// SOUNDNESS: wrong narrow-index: the row index of a dynamically sized add computed in i32 (wraps for 2^31 rows or more)
// REQUIRES: mlir-opt-19
// Sizes are isl parameters: one proof covers every size, so a row index that
// wraps past 2^31 must not be read as the index itself.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/add_dyn.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '(%\d+) = "arith.addi"\((%arg\d+), (%arg\d+)\) <\{overflowFlags = #arith.overflow<none>\}> : \(index, index\) -> index' '%%n1 = "arith.index_cast"(\2) : (index) -> i32\n        %%n2 = "arith.index_cast"(\3) : (index) -> i32\n        %%ns = "arith.addi"(%%n1, %%n2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n        \1 = "arith.index_cast"(%%ns) : (i32) -> index' < %t.low.mlir > %t.i32.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.i32.mlir -o %t.out | filecheck %s
// CHECK: unsupported: memref.load at {{.*}}: index not defined everywhere: {{.*}}an integer narrower than 64 bits that may wrap
// CHECK: @add_dyn: unsupported
