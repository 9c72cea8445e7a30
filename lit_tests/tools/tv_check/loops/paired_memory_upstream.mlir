// REQUIRES: mlir-opt-19, heavy
// Loops over memory whose trip count is an argument, after mlir-opt-19's
// -buffer-loop-hoisting (the first two functions are MLIR's own,
// Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir, with
// `test.copy` replaced by `memref.copy`): the contents of the blocks that
// exist when the loop starts are carried state, the hoisted allocation a
// block of the target's only, and the bodies are proved equal for any
// memory (semantics/loop_memory.py).
// RUN: %mlir-opt --buffer-loop-hoisting %s > %t.tgt.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// CHECK: @hoist_one_loop_conditional: verified
// CHECK-NEXT: @hoist_one_loop: verified
// CHECK-NEXT: @hoist_dynamic: verified
//
// A finding: the pass hoists an allocation out of a loop whose body frees
// it, and leaves the dealloc in the loop: the second iteration stores into
// freed memory (the pass is meant to run before deallocations are inserted;
// nothing in the IR says so).  Found with at most 3 iterations per loop:
// CHECK-NEXT: @scratch_dealloc: FAILED (target is undefined where the source is defined)
// CHECK-NEXT: %lb =
//
// Mutants of the real output.  The hoisted allocation's size taken from
// the loop's lower bound (a store at index 0 of a 0-element buffer):
// RUN: %mutate '%alloc = memref.alloc\(%arg3\)' '%alloc = memref.alloc(%arg0)' < %t.tgt.mlir > %t.size.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --function hoist_dynamic %s %t.size.mlir | filecheck %s --check-prefix=SIZE
// SIZE: @hoist_dynamic: FAILED (target is undefined where the source is defined)
//
// The loop's upper bound off by one (one more element of %out written):
// RUN: %mutate --nth 3 'scf.for %arg([0-9]+) = %arg0 to %arg1' '%c1_0 = arith.constant 1 : index\n    %ub1 = arith.addi %arg1, %c1_0 : index\n    scf.for %arg\1 = %arg0 to %ub1' < %t.tgt.mlir > %t.bound.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --function hoist_dynamic %s %t.bound.mlir | filecheck %s --check-prefix=BOUND
// BOUND: @hoist_dynamic: FAILED ({{memory mismatch|target is undefined where the source is defined}})
//
// The body's store into %out dropped on the first iteration only:
// RUN: %mutate 'memref.store %2, %arg5\[%arg6\] : memref<8xf32>' '%first = arith.cmpi eq, %arg6, %arg0 : index\n      scf.if %first {\n      } else {\n        memref.store %2, %arg5[%arg6] : memref<8xf32>\n      }' < %t.tgt.mlir > %t.first.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --function hoist_dynamic %s %t.first.mlir | filecheck %s --check-prefix=FIRST
// FIRST: @hoist_dynamic: FAILED ({{memory mismatch|target is undefined where the source is defined}})

func.func @hoist_one_loop_conditional(
  %lb: index,
  %ub: index,
  %step: index,
  %buf: memref<2xf32>,
  %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = arith.cmpi eq, %lb, %ub : index
  %2 = scf.if %1 -> (memref<2xf32>) {
    %3 = scf.for %i = %lb to %ub step %step
    iter_args(%iterBuf = %buf) -> memref<2xf32> {
      %4 = memref.alloc() : memref<2xf32>
      scf.yield %0 : memref<2xf32>
    }
    scf.yield %0 : memref<2xf32>
  }
  else
  {
    scf.yield %0 : memref<2xf32>
  }
  memref.copy %2, %res : memref<2xf32> to memref<2xf32>
  return
}

func.func @hoist_one_loop(
  %lb: index,
  %ub: index,
  %step: index,
  %buf: memref<2xf32>,
  %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step
    iter_args(%iterBuf = %buf) -> memref<2xf32> {
      %2 = memref.alloc() : memref<2xf32>
      scf.yield %0 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}

func.func @hoist_dynamic(%lb: index, %ub: index, %step: index, %n: index, %in: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %step {
    %tmp = memref.alloc(%n) : memref<?xf32>
    %v = memref.load %in[%i] : memref<8xf32>
    memref.store %v, %tmp[%c0] : memref<?xf32>
    %w = memref.load %tmp[%c0] : memref<?xf32>
    %s = arith.addf %w, %w : f32
    memref.store %s, %out[%i] : memref<8xf32>
  }
  return
}

func.func @scratch_dealloc(%lb: index, %ub: index, %step: index, %in: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %step {
    %tmp = memref.alloc() : memref<2xf32>
    %v = memref.load %in[%i] : memref<8xf32>
    memref.store %v, %tmp[%c0] : memref<2xf32>
    %w = memref.load %tmp[%c0] : memref<2xf32>
    memref.store %w, %out[%i] : memref<8xf32>
    memref.dealloc %tmp : memref<2xf32>
  }
  return
}
