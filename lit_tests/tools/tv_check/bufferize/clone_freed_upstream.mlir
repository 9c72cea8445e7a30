// REQUIRES: mlir-opt-19
// `bufferization.clone` may share its source's buffer, so the source is
// read-only while the clone is alive, and its own again once the clone is
// freed (semantics/bufferization.py, `Block.clone_of`).  MLIR 19's
// -buffer-deallocation (Dialect/Bufferization/Transforms/
// buffer-deallocation.mlir:128 @condBranchDynamicTypeNested, with memref.copy
// for the test ops) clones %arg1 on one way, frees the clone after its last
// use, and the function then writes %arg1: verified (a "memory mismatch" /
// "target is undefined" while the source stayed read-only after the free).
//
// RUN: %mlir-opt -buffer-deallocation %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded --memref-inputs-simple %s %t.tgt.mlir | filecheck %s
// CHECK: @clone_freed_then_write: verified
//
// The write moved before the clone's free: the source of a live clone is written.
// RUN: %mutate '(    memref.dealloc %3 : memref<\?xf32>\n)(    memref.store %arg4, %arg1\[%c0\] : memref<\?xf32>\n)' '\2\1' < %t.tgt.mlir > %t.early.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --memref-inputs-simple %s %t.early.mlir | filecheck %s --check-prefix=EARLY
// EARLY: @clone_freed_then_write: FAILED (target is undefined where the source is defined)
//
// The clone not freed at all: %arg1 stays read-only after the call.
// RUN: %mutate '    memref.dealloc %3 : memref<\?xf32>\n' '' < %t.tgt.mlir | %mutate '    memref.store %arg4, %arg1\[%c0\] : memref<\?xf32>\n' '' > %t.kept.mlir
// RUN: grep -v 'memref.store' %s > %t.nostore.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --memref-inputs-simple %t.nostore.mlir %t.kept.mlir | filecheck %s --check-prefix=KEPT
// KEPT: @clone_freed_then_write: FAILED (memory mismatch)

func.func @clone_freed_then_write(%c: i1, %a: memref<?xf32>, %out: memref<?xf32>, %n: index, %v: f32) {
  %i0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2(%n: index)
^bb1:
  cf.br ^bb3(%a : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  memref.copy %a, %1 : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %out : memref<?xf32> to memref<?xf32>
  memref.store %v, %a[%i0] : memref<?xf32>
  return
}
