// SOUNDNESS: wrong narrow-index: the column index of a 4x200 GPU kernel computed in i8 (wraps at 128)
// REQUIRES: mlir-opt-19
// Columns 128..199 wrap to negative values; tvmlir read index_cast to i8 as
// the index itself and verified this.  A value of a type narrower than 64
// bits is now the unbounded value only where it fits the type.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/add_4x200.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate --nth -1 '(%\d+) = "arith.addi"\((%\d+), (%\d+)\) <\{overflowFlags = #arith.overflow<none>\}> : \(index, index\) -> index' '%%n1 = "arith.index_cast"(\2) : (index) -> i8\n      %%n2 = "arith.index_cast"(\3) : (index) -> i8\n      %%ns = "arith.addi"(%%n1, %%n2) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8\n      \1 = "arith.index_cast"(%%ns) : (i8) -> index' < %t.low.mlir > %t.i8.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.i8.mlir -o %t.out | filecheck %s
// CHECK: unsupported: memref.load at {{.*}}: index not defined everywhere: {{.*}}an integer narrower than 64 bits that may wrap
// CHECK: @add_st: unsupported
