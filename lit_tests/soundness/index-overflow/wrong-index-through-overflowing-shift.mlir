// SOUNDNESS: wrong index-overflow: the load index computed as (i << 61) >> 61 (arithmetic), which is i only while i << 61 fits 64 bits (for i >= 4 it wraps; the shift right is read on machine bits)
// RUN: tv-opt --annotate --lower %S/../Inputs/add8.mlir > %t.low.mlir
// RUN: %mutate '%a = memref.load %x\[%4\]' '%%sh = arith.constant 61 : index\n      %%m = arith.shli %4, %%sh : index\n      %%q = arith.shrsi %%m, %%sh : index\n      %a = memref.load %x[%%q]' < %t.low.mlir > %t.mut.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{source=%S/../Inputs/add8.mlir}' %t.mut.mlir -o %t.out | filecheck %s
// CHECK: FAILED  read in bounds: memref.load at {{.*}}: reads %x at a data-dependent index that may be outside memref<8xf32>
// CHECK: @add: FAILED (read in bounds)
