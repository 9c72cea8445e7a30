// SOUNDNESS: right int-lowering: x / 2 + x % 3 marked nsw: |x / 2| <= 2^30 and |x % 3| <= 2, the sum never overflows
// REQUIRES: mlir-opt-19
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/div2_rem3.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '(%\d+) = "arith.addi"\((%\d+), (%\d+)\) <\{overflowFlags = #arith.overflow<none>\}> : \(i32, i32\) -> i32' '\1 = "arith.addi"(\2, \3) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32' < %t.low.mlir > %t.mut.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.mut.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.mut.mlir -o %t.out | filecheck %s
// SHAPE: overflow<nsw>
// CHECK: ok      value = prophecy
// CHECK: @idiv: verified
