// IREE's CUDA codegen for cross attention's q projection (a held-out
// model: a 3x8x8 matmul; iree-compile 3.13, sm_80; stored launch form):
// each thread zeroes its two rows of the output with `vector.maskedstore`,
// the second row's mask `rows > 1` false in the last workgroup's one-row
// tile.  The claim inferred for that store names row 3 on its masked-off
// lane, past the spec's 3x8: a stored prophecy is claimed on the lanes
// the mask keeps only (the maskedstore's value operand is its last).
// Verified; the mask off by one (`rows >= 1`: row 3 written) FAILED write
// in bounds, and a mask never set (`rows > 2`: row 1 never zeroed) FAILED
// read defined, each located and confirmed by execution.  Heavy: three
// verify runs, 52 s CPU.
// REQUIRES: heavy
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/cross_attention_q_proj.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/cross_attention_q_proj.codegen.mlir -o %t.out.mlir | filecheck %s
//
// RUN: %mutate 'arith.cmpi sgt, %43, %20' 'arith.cmpi sge, %43, %20' < %S/../../Inputs/iree_codegen/cross_attention_q_proj.codegen.mlir > %t.sge.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/cross_attention_q_proj.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.sge.mlir -o %t.out.mlir | filecheck %s --check-prefix=SGE
//
// RUN: %mutate 'arith.cmpi sgt, %43, %20' 'arith.cmpi sgt, %43, %19' < %S/../../Inputs/iree_codegen/cross_attention_q_proj.codegen.mlir > %t.never.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/cross_attention_q_proj.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.never.mlir -o %t.out.mlir | filecheck %s --check-prefix=NEVER

// CHECK: note: inferred: vector.maskedstore at cross_attention_dispatch_0_matmul_like_3x8x8_f32.mlir:62:13: @generic0 [idx0, idx1]
// CHECK: ok{{ +}}prophecy in spec domain: tv.prophesy at cross_attention_dispatch_0_matmul_like_3x8x8_f32.mlir:62:13
// CHECK: @cross_attention_dispatch_0_matmul_like_3x8x8_f32: verified

// SGE: FAILED  write in bounds: vector.maskedstore at cross_attention_dispatch_0_matmul_like_3x8x8_f32.mlir:62:13
// SGE: cell memref.alloc@{{.*}}[3, {{[0-9]}}]
// SGE: undefined behaviour: index [3, 0] out of bounds {{.*}} at vector.maskedstore at cross_attention_dispatch_0_matmul_like_3x8x8_f32.mlir:62:13
// SGE: @cross_attention_dispatch_0_matmul_like_3x8x8_f32: FAILED (write in bounds)

// NEVER: FAILED  read defined: vector.load at cross_attention_dispatch_0_matmul_like_3x8x8_f32.mlir:71:23
// NEVER: confirmed by execution
// NEVER: @cross_attention_dispatch_0_matmul_like_3x8x8_f32: FAILED (read defined)
