// REQUIRES: mlir-opt-19
// --gpu-kernel-outlining: the launch becomes a gpu.launch_func of a
// gpu.func (resolved by its symbol) whose ids come from gpu.block_id /
// thread_id / block_dim.  Both run over the grid, with the race proof
// between threads (semantics/gpu.py).  Distinct buffers: with aliasing
// arguments a thread's load may read what another stores.
// RUN: %mlir-opt --gpu-kernel-outlining %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple %s %t.tgt.mlir | filecheck %s
// CHECK: @scale: verified
//
// Without --memref-inputs-simple the arguments may overlap: a race.
// RUN: %expect-exit 2 -- tv-check %s %t.tgt.mlir | filecheck %s --check-prefix=ALIAS
// ALIAS: @scale: unsupported (gpu.launch at {{.*}}outlining.mlir:42:3: a race between threads: two may access the same memory element, one writing it (threads run concurrently))
//
// Mutants.  The thread index swapped for the block index: threads of a
// block write one element (a race in the target).
// RUN: %mutate 'arith.addi %0, [%]thread_id_x' 'arith.addi %0, %block_id_x' < %t.tgt.mlir > %t.swap.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %s %t.swap.mlir | filecheck %s --check-prefix=SWAP
// SWAP: @scale: unsupported (gpu.launch_func at {{.*}}: a race between threads: two may access the same memory element
//
// Fewer threads per block (and the kernel's known block size with them):
// elements 2, 3, 6, 7 are not written.
// RUN: %mutate 'threads in \(%c4, %c1, %c1\)' 'threads in (%c2, %c1, %c1)' < %t.tgt.mlir | %mutate 'known_block_size = array<i32: 4' 'known_block_size = array<i32: 2' > %t.block.mlir
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple %s %t.block.mlir | filecheck %s --check-prefix=BLOCK
// BLOCK: @scale: FAILED (memory mismatch)
//
// The same with the kernel's known block size kept at 4: launching it
// with other sizes is UB (GPUOps.td), so the target is undefined.
// RUN: %mutate 'threads in \(%c4, %c1, %c1\)' 'threads in (%c2, %c1, %c1)' < %t.tgt.mlir > %t.known.mlir
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple %s %t.known.mlir | filecheck %s --check-prefix=KNOWN
// KNOWN: @scale: FAILED (target is undefined where the source is defined)
//
// Two threads write one element (the index divided by 2): a race.
// RUN: %mutate '%2 = memref.load' '%c2_k = arith.constant 2 : index\n      %r = arith.divui %1, %c2_k : index\n      %2 = memref.load' < %t.tgt.mlir | %mutate 'memref.store %3, %arg1\[%1\]' 'memref.store %3, %arg1[%r]' > %t.race.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %s %t.race.mlir | filecheck %s --check-prefix=RACE
// RACE: @scale: unsupported (gpu.launch_func at {{.*}}: a race between threads

func.func @scale(%in: memref<8xf32>, %out: memref<8xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %sx : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %in[%i] : memref<8xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %out[%i] : memref<8xf32>
    gpu.terminator
  }
  return
}
