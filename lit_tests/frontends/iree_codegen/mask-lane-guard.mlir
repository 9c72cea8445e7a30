// IREE's CUDA codegen for cross attention's output projection (a held-out
// model: 3x8x8 matmul + bias; iree-compile 3.13, sm_80; stored launch
// form): each thread zeroes its private 2x1 accumulator under
// `scf.if (vector.extract %create_mask[%i])`, the mask sized by the rows
// its workgroup's clamped tile has (two, or one in the last).  The
// extracted bit is the guard `i < n` where the position is a lane (a
// dynamic position out of range is undefined behaviour).  Verified; a
// mask of constant size 1 leaves row 1's accumulator undefined (FAILED
// read defined, confirmed by execution).  Heavy: two verify runs, 45 s CPU.
// REQUIRES: heavy
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/cross_attention_mask_guard.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/cross_attention_mask_guard.codegen.mlir -o %t.out.mlir | filecheck %s
//
// The mask sized 1 instead of the tile's row count.
// RUN: %mutate 'vector.create_mask %47 ' 'vector.create_mask %5 ' < %S/../../Inputs/iree_codegen/cross_attention_mask_guard.codegen.mlir > %t.one.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/cross_attention_mask_guard.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.one.mlir -o %t.out.mlir | filecheck %s --check-prefix=ONE

// CHECK: note: inferred: memref.store at cross_attention_dispatch_9_matmul_like_3x8x8_f32.mlir:61:17: @generic0
// CHECK: ok{{ +}}quasi-affine
// CHECK: @cross_attention_dispatch_9_matmul_like_3x8x8_f32: verified

// ONE: FAILED  read defined: vector.load at cross_attention_dispatch_9_matmul_like_3x8x8_f32.mlir:76:23: reads memref.alloca@cross_attention_dispatch_9_matmul_like_3x8x8_f32.mlir:27:21 where no input or earlier write defines it
// ONE: confirmed by execution
// ONE: @cross_attention_dispatch_9_matmul_like_3x8x8_f32: FAILED (read defined)
