// REQUIRES: mlir-opt-19, heavy
// Ops tvmlir does not know with memref operands, as MLIR's buffer
// deallocation tests use them (`test.buffer_based`, `test.copy`): events
// that read their operands' views (contents, initialized flags, overlaps)
// and may write any of them; with `-ownership-based-buffer-deallocation`'s
// `bufferization.dealloc`s (conditional frees with ownership results).
// RUN: %mlir-opt -ownership-based-buffer-deallocation %s > %t.tgt.mlir
// RUN: tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @copy_through_alloc: verified
// CHECK: @cond_alloc: verified
//
// The dealloc moved before the copy: the copy reads a freed buffer.
// RUN: %mutate '^(\s*)(test.copy\(%alloc, %arg1\) : \(memref<2xf32>, memref<2xf32>\))\n((?:.*\n)*?)(\s*bufferization.dealloc .*\n)' '\3\4\1\2\n' < %t.tgt.mlir > %t.early.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.early.mlir --function copy_through_alloc | filecheck %s --check-prefix=EARLY
// EARLY: @copy_through_alloc: FAILED (target is undefined where the source is defined)
//
// The copy's operands swapped: another event, unless test.buffer_based
// gives both buffers the same contents (an op tvmlir does not know may:
// since session 35 such a counterexample is unsupported, never FAILED).
// RUN: %mutate 'test.copy\(%alloc, %arg1\)' 'test.copy(%arg1, %alloc)' < %t.tgt.mlir > %t.swap.mlir
// RUN: %expect-exit 2 -- tv-check %s %t.swap.mlir --function copy_through_alloc | filecheck %s --check-prefix=SWAP
// SWAP: @copy_through_alloc: unsupported (the counterexample depends on what test.buffer_based computes
//
// An argument's buffer freed (its condition made true): the caller's
// buffer is dead after the call.
// RUN: %mutate 'if \(%false, %false_0, %%true\)' 'if (%%true, %false_0, %%true)' < %t.tgt.mlir > %t.free.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.free.mlir --function copy_through_alloc | filecheck %s --check-prefix=FREE
// FREE: @copy_through_alloc: FAILED (memory mismatch)
//
// The allocation not freed (a leak): freeing less refines freeing more.
// RUN: %mutate 'if \(%false, %false_0, %%true\)' 'if (%false, %false_0, %false)' < %t.tgt.mlir > %t.leak.mlir
// RUN: tv-check %s %t.leak.mlir --function copy_through_alloc | filecheck %s --check-prefix=LEAK
// LEAK: @copy_through_alloc: verified
//
// The value computed into the allocation written elsewhere first: the
// copy's operand holds other contents, unless test.buffer_based's meaning
// makes them equal (unsupported, as above).
// RUN: %mutate 'out\(%alloc : memref<2xf32>\)' 'out(%arg1 : memref<2xf32>)' < %t.tgt.mlir > %t.out.mlir
// RUN: %expect-exit 2 -- tv-check %s %t.out.mlir --function copy_through_alloc | filecheck %s --check-prefix=OUT
// OUT: @copy_through_alloc: unsupported (the counterexample depends on what test.buffer_based computes

func.func @copy_through_alloc(%arg0: memref<2xf32>, %arg1: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%arg0: memref<2xf32>) out(%0: memref<2xf32>)
  test.copy(%0, %arg1) : (memref<2xf32>, memref<2xf32>)
  return
}

func.func @cond_alloc(%c: i1, %arg0: memref<2xf32>, %arg1: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg0 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%arg0: memref<2xf32>) out(%0: memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  test.copy(%1, %arg1) : (memref<2xf32>, memref<2xf32>)
  return
}
