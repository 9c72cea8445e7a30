// IREE's CUDA codegen of a 16x16x16 f16 matmul with an f32 accumulator
// (iree-compile 3.13, sm_80; stored as tv-iree-kernels --codegen's launch
// form): 64 threads, two warps, each stages A and B through workgroup
// memory, builds its m16n8k16 fragments (A vector<4x2xf16>, B
// vector<2x2xf16>, C vector<2x2xf32>) and runs one nvgpu.mma.sync.  Under
// assume-reassoc the op is read by the PTX ISA's fragment layout as
// gpu.shuffle idx and a k-ordered fold (verify/mma_sync.py, printed), which
// the oracle runs; without it the op is unsupported.  Each break of the
// real code is FAILED with a located reason.
//
// REQUIRES: heavy
// (17 s CPU for the five runs: heavy, as every lit test over 15 s)
// RUN: %expect-exit 2 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mma_sync_16x16x16.source.mlir" workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/mma_sync_16x16x16.codegen.mlir -o %t.out.mlir | filecheck %s --check-prefix=EXACT
//
// A wrong accumulator init (1.0 where the fill is 0.0).
// RUN: %mutate 'dense<0.000000e\+00> : vector<2xf32>' 'dense<1.000000e+00> : vector<2xf32>' < %S/../../Inputs/iree_codegen/mma_sync_16x16x16.codegen.mlir > %t.init.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mma_sync_16x16x16.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.init.mlir -o %t.out.mlir | filecheck %s --check-prefix=INIT
//
// A fragment register swap: A's registers a2,a3 (row g+8) and a4,a5 (col 2t+8) exchanged.
// RUN: %mutate '%60 = vector.from_elements %52, %53, %54, %55, %56, %57, %58, %59' '%60 = vector.from_elements %52, %53, %56, %57, %54, %55, %58, %59' < %S/../../Inputs/iree_codegen/mma_sync_16x16x16.codegen.mlir > %t.regswap.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mma_sync_16x16x16.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.regswap.mlir -o %t.out.mlir | filecheck %s --check-prefix=REGSWAP
//
// groupID and threadID_in_group swapped (lane % 4 as the row, lane / 4 as the column pair).
// RUN: %mutate '%37 = arith.divui %31, %21' '%37 = arith.remui %31, %21' < %S/../../Inputs/iree_codegen/mma_sync_16x16x16.codegen.mlir | %mutate '%39 = arith.remui %31, %21' '%39 = arith.divui %31, %21' > %t.layout.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mma_sync_16x16x16.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.layout.mlir -o %t.out.mlir | filecheck %s --check-prefix=LAYOUT
//
// k steps dropped: B's register b2 zero (k = 8, 10, 12, 14 of every column).
// RUN: %mutate '%76 = vector.from_elements %72, %73, %74, %75' '%z = arith.constant 0.000000e+00 : f16\n      %76 = vector.from_elements %72, %73, %z, %75' < %S/../../Inputs/iree_codegen/mma_sync_16x16x16.codegen.mlir > %t.dropk.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mma_sync_16x16x16.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.dropk.mlir -o %t.out.mlir | filecheck %s --check-prefix=DROPK
//
// An off-by-one tail: the second row of each fragment (C/D registers c2,c3
// and A's a2,a3,a6,a7: row g + 8) read and stored at g + 9, so the last
// group's row is past the 16-row tile.
// RUN: %mutate '%48 = arith.addi %37, %20 overflow<nsw> : i32' '%48 = arith.addi %37, %18 overflow<nsw> : i32' < %S/../../Inputs/iree_codegen/mma_sync_16x16x16.codegen.mlir > %t.off1.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/mma_sync_16x16x16.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.off1.mlir -o %t.out.mlir | filecheck %s --check-prefix=OFF1

// EXACT: unsupported: nvgpu.mma.sync at matmul_dispatch_0_matmul_16x16x16_f16xf16xf32.mlir:80:17: nvgpu.mma.sync: the order and precision of the sum inside the instruction are the target's; verify{assume-reassoc} reads it
// EXACT: @matmul_dispatch_0_matmul_16x16x16_f16xf16xf32: unsupported (nvgpu.mma.sync at matmul_dispatch_0_matmul_16x16x16_f16xf16xf32.mlir:80:17)

// INIT: note: assumes: nvgpu.mma.sync m16n8k16 at matmul_dispatch_0_matmul_16x16x16_f16xf16xf32.mlir:80:17 sums its 16 products in an order and precision the PTX ISA leaves to the target
// INIT: FAILED  execution matches spec: vector.multi_reduction at matmul_dispatch_0_matmul_16x16x16_f16xf16xf32.mlir:80:17: the value {{.*}} is no element of any spec tensor; confirmed by execution: result 0
// INIT: @matmul_dispatch_0_matmul_16x16x16_f16xf16xf32: FAILED (execution matches spec)

// REGSWAP: FAILED  execution matches spec: vector.multi_reduction at matmul_dispatch_0_matmul_16x16x16_f16xf16xf32.mlir:80:17: the value {{.*}} is no element of any spec tensor; confirmed by execution: result 0
// REGSWAP: @matmul_dispatch_0_matmul_16x16x16_f16xf16xf32: FAILED (execution matches spec)

// LAYOUT: FAILED  read in bounds: vector.load at matmul_dispatch_0_matmul_16x16x16_f16xf16xf32.mlir:54:17: reads memref.alloc@{{.*}} outside memref<16x20xf16, #gpu.address_space<workgroup>>
// LAYOUT: FAILED  coverage: result 0
// LAYOUT: @matmul_dispatch_0_matmul_16x16x16_f16xf16xf32: FAILED

// DROPK: FAILED  execution matches spec: vector.multi_reduction at matmul_dispatch_0_matmul_16x16x16_f16xf16xf32.mlir:80:17: the value {{.*}} is no element of any spec tensor; confirmed by execution: result 0
// DROPK: @matmul_dispatch_0_matmul_16x16x16_f16xf16xf32: FAILED (execution matches spec)

// OFF1: FAILED  read in bounds: vector.load at matmul_dispatch_0_matmul_16x16x16_f16xf16xf32.mlir:57:17: reads memref.alloc@{{.*}} outside memref<16x20xf16, #gpu.address_space<workgroup>>
// OFF1: FAILED  write in bounds: vector.store at matmul_dispatch_0_matmul_16x16x16_f16xf16xf32.mlir:86:11: writes memref.alloc@{{.*}} outside memref<16x16xf32>
// OFF1: FAILED  coverage: result 0
// OFF1: FAILED  execution matches spec: a run of the lowered code: undefined behaviour: index [16, 0] out of bounds of memref.alloc@{{.*}} [16, 20]
// OFF1: @matmul_dispatch_0_matmul_16x16x16_f16xf16xf32: FAILED (write in bounds)
