// SOUNDNESS: right index-overflow: the load index computed as (i * 2^20) / 2^20, which fits 64 bits for every thread (i < 8)
// RUN: tv-opt --annotate --lower %S/../Inputs/add8.mlir > %t.low.mlir
// RUN: %mutate '%a = memref.load %x\[%4\]' '%%big = arith.constant 1048576 : index\n      %%m = arith.muli %4, %%big : index\n      %%q = arith.divsi %%m, %%big : index\n      %a = memref.load %x[%%q]' < %t.low.mlir > %t.mut.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source=%S/../Inputs/add8.mlir}' %t.mut.mlir -o %t.out | filecheck %s
// CHECK: @add: verified
