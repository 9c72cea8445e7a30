// SOUNDNESS: wrong index-overflow: the load index computed as (i * 2^62) / 2^62, which is i only while the product fits 64 bits (for i >= 2 it wraps and the load is at -2)
// It verified under the printed assumption "index arithmetic does not overflow
// 64 bits", which nothing checked: isl read the product as an unbounded
// integer.  A product by a constant of 2^31 or more is no longer read
// (affine/recover._scaled): unsupported, with the op.
// RUN: tv-opt --annotate --lower %S/../Inputs/add8.mlir > %t.low.mlir
// RUN: %mutate '%a = memref.load %x\[%4\]' '%%big = arith.constant 4611686018427387904 : index\n      %%m = arith.muli %4, %%big : index\n      %%q = arith.divsi %%m, %%big : index\n      %a = memref.load %x[%%q]' < %t.low.mlir > %t.mut.mlir
// RUN: %expect-exit 2 -- tv-opt -p 'verify{source=%S/../Inputs/add8.mlir}' %t.mut.mlir -o %t.out | filecheck %s
// CHECK: unsupported: arith.muli at {{.*}}: product by the constant 4611686018427387904, which may overflow 64 bits
// CHECK: @add: unsupported (arith.muli at
