// REQUIRES: mlir-opt-19
// A gpu.barrier at the top level of a kernel splits it into phases: every
// thread of a block runs phase 1 before any runs phase 2 (each keeping its
// own values), and each phase is proved race-free over the threads of the
// block (semantics/gpu.py).  Here thread t doubles buf[t], and after the
// barrier reads its neighbour's buf[(t + 1) % 4].
// RUN: %mlir-opt -canonicalize %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple %s %t.tgt.mlir | filecheck %s
// CHECK: @rotate: verified
// CHECK-NEXT: @blocks: verified
//
// The barrier removed (a compiler bug): thread t reads buf[t + 1], which
// thread t + 1 writes, with nothing ordering them: a race.
// RUN: %mutate '^ *gpu.barrier\n' '' < %t.tgt.mlir > %t.nobarrier.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %s %t.nobarrier.mlir | filecheck %s --check-prefix=RACE
// RACE: @rotate: unsupported (gpu.launch at {{.*}}: a race between threads: two may access the same memory element, one writing it (threads run concurrently))
//
// The neighbour's index taken from the wrong thread dimension (y is always
// 0): reads buf[1] on every thread.
// RUN: %mutate 'arith.addi %arg5, %c1' 'arith.addi %arg6, %c1' < %t.tgt.mlir > %t.dim.mlir
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple %s %t.dim.mlir | filecheck %s --check-prefix=DIM
// DIM: @rotate: FAILED (memory mismatch)
//
// A barrier inside control flow is not modelled.
// RUN: %mutate '^ *gpu.barrier\n' '      scf.if %cond_on {\n        gpu.barrier\n      }\n' < %t.tgt.mlir | %mutate '%c4 = arith.constant 4 : index' '%c4 = arith.constant 4 : index\n    %cond_on = arith.constant true' > %t.nested.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %s %t.nested.mlir | filecheck %s --check-prefix=NESTED
// NESTED: @rotate: unsupported (gpu.barrier at {{.*}}: a barrier inside control flow of a kernel is not modelled)
//
// Two blocks: a barrier orders the threads of a block only.  Each block
// reading its own half after the barrier verifies (above); reading the
// other block's half is a race between blocks.
// RUN: %mutate '(%[0-9]+) = arith.remui (%[0-9]+), %c2 : index' '%m0 = arith.remui \2, %c2 : index\n      %m1 = arith.addi %m0, %c2 : index\n      %c4_k = arith.constant 4 : index\n      \1 = arith.remui %m1, %c4_k : index' < %t.tgt.mlir > %t.blocks.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --function blocks %s %t.blocks.mlir | filecheck %s --check-prefix=BLOCKS
// BLOCKS: @blocks: unsupported (gpu.launch at {{.*}}: a race between blocks: two may access the same memory element, one writing it (threads run concurrently))

func.func @rotate(%buf: memref<4xf32>, %out: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %v = memref.load %buf[%tx] : memref<4xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%tx] : memref<4xf32>
    gpu.barrier
    %n = arith.addi %tx, %c1 : index
    %j = arith.remui %n, %c4 : index
    %u = memref.load %buf[%j] : memref<4xf32>
    %x = arith.mulf %u, %w : f32
    memref.store %x, %out[%tx] : memref<4xf32>
    gpu.terminator
  }
  return
}

func.func @blocks(%buf: memref<4xf32>, %out: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c2 : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %buf[%i] : memref<4xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %buf[%i] : memref<4xf32>
    gpu.barrier
    %j = arith.addi %i, %c1 : index
    %k = arith.remui %j, %c2 : index
    %m = arith.addi %base, %k : index
    %u = memref.load %buf[%m] : memref<4xf32>
    memref.store %u, %out[%i] : memref<4xf32>
    gpu.terminator
  }
  return
}
