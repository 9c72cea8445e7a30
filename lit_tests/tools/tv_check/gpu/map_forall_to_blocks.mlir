// REQUIRES: mlir-opt-19
// transform.gpu.map_forall_to_blocks (MLIR's transform-gpu.mlir, in
// bounds): the scf.forall inside a one-thread launch becomes the launch's
// grid, each block reading its indices from gpu.block_id.  The forall's
// iterations and the blocks are each proved race-free (semantics/gpu.py).
// RUN: %mlir-opt --transform-interpreter %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple %s %t.tgt.mlir | filecheck %s
// CHECK: @blocks_2d: verified
//
// Mutants.  The block ids x and y swapped in the store: block (0, 1)
// writes y[1, 0], which block (1, 0) reads: a race (never verified).
// RUN: %mutate 'memref.store %2, %arg1\[%block_id_x, %block_id_y\]' 'memref.store %2, %arg1[%block_id_y, %block_id_x]' < %t.tgt.mlir > %t.swap.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %s %t.swap.mlir | filecheck %s --check-prefix=SWAP
// SWAP: @blocks_2d: unsupported (gpu.launch at {{.*}}: a race between threads: two may access the same memory element, one writing it (threads run concurrently))
//
// Swapped in all three accesses: y[j, i] with i up to 3 runs past the
// rows of the 4x2 buffer, whose out-of-bounds addresses meet in-bounds
// ones of other blocks: the race check refuses it first (unsupported).
// RUN: %mutate --all '\[%block_id_x, %block_id_y\]' '[%block_id_y, %block_id_x]' < %t.tgt.mlir > %t.swap3.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %s %t.swap3.mlir | filecheck %s --check-prefix=SWAP3
// SWAP3: @blocks_2d: unsupported (gpu.launch at {{.*}}: a race between threads
//
// A grid of 2 x 2 blocks: rows 2 and 3 are not written.
// RUN: %mutate 'blocks\((.*)\) in \(%arg9 = %c4,' 'blocks(\1) in (%arg9 = %c2,' < %t.tgt.mlir > %t.grid.mlir
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple %s %t.grid.mlir | filecheck %s --check-prefix=GRID
// GRID: @blocks_2d: FAILED (memory mismatch)
//
// Every block writes row 0: a race between blocks.
// RUN: %mutate 'memref.store %2, %arg1\[%block_id_x, %block_id_y\]' 'memref.store %2, %arg1[%c0, %block_id_y]' < %t.tgt.mlir > %t.race.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple %s %t.race.mlir | filecheck %s --check-prefix=RACE
// RACE: @blocks_2d: unsupported (gpu.launch at {{.*}}: a race between threads: two may access the same memory element, one writing it (threads run concurrently))

func.func @blocks_2d(%x: memref<4x2xf32>, %y: memref<4x2xf32>, %alpha: f32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    scf.forall (%i, %j) in (%c4, %c2) {
      %a = memref.load %x[%i, %j] : memref<4x2xf32>
      %b = memref.load %y[%i, %j] : memref<4x2xf32>
      %c = math.fma %alpha, %a, %b : f32
      memref.store %c, %y[%i, %j] : memref<4x2xf32>
    } {mapping = [#gpu.block<x>, #gpu.block<y>]}
    gpu.terminator
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %launch = transform.structured.match ops{["gpu.launch"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.gpu.map_forall_to_blocks %launch grid_dims = [4, 2, 1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
