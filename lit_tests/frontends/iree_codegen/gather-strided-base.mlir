// IREE's llvm-cpu codegen of a held-out GroupNorm's index dispatch
// (groupnorm, iree-compile 3.13; stored launch form): index vectors read
// from two constant globals, a negative index wrapped by `select`, then
// `vector.gather %0[0, 0][%j + %i * 2]` from a `memref<2x2xf32,
// strided<[2, 1], offset: ?>>` (rows contiguous: read through its flat
// view, lowering/vector_gather.py).  Verified.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/groupnorm_cpu_gather.source.mlir" assume-reassoc=true}' %S/../../Inputs/iree_codegen/groupnorm_cpu_gather.codegen.mlir -o %t.out.mlir | filecheck %s
//
// The wrap of a negative index applied to the non-negative ones instead:
// lanes read past the 4 elements.
// RUN: %mutate '%15 = arith.cmpi slt, %13, %7' '%15 = arith.cmpi sge, %13, %7' < %S/../../Inputs/iree_codegen/groupnorm_cpu_gather.codegen.mlir > %t.wrap.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/groupnorm_cpu_gather.source.mlir" assume-reassoc=true}' %t.wrap.mlir -o %t.out.mlir | filecheck %s --check-prefix=WRAP

// CHECK: note: inferred: vector.transfer_write at {{.*}}groupnorm_cpu_gather.codegen.mlir:31:7: @generic0 [lane0]
// CHECK: @groupnorm_dispatch_2_elementwise_4_i64xi64xf32: verified

// WRAP: FAILED  read in bounds: memref.load at {{.*}}:30:13: reads collapse_shape of arg0 at a data-dependent index that may be outside memref<4xf32, strided<[1], offset: ?>>
// WRAP: FAILED  execution matches spec: a run of the lowered code: undefined behaviour: index [4] out of bounds
// WRAP: @groupnorm_dispatch_2_elementwise_4_i64xi64xf32: FAILED (read in bounds)
