// REQUIRES: mlir-opt-19
// A finding: mlir-opt-19's scf-for-loop-range-folding folds `muli %x, %c4`
// into the loop's upper bound and step but not into its lower bound
// (Dialect/SCF/loop-range.mlir @fold_one_loop, with its symbolic bounds
// fixed to 1 so that the loops unroll: no pairing involved).  The source
// squares a[4]; the target squares a[1] and a[5].
// RUN: %mlir-opt -pass-pipeline='builtin.module(func.func(scf-for-loop-range-folding))' %s > %t.tgt.mlir
// RUN: filecheck %s --check-prefix=OUT < %t.tgt.mlir
// OUT: %[[LB:.*]] = arith.addi %{{.*}}, %c0 : index
// OUT: scf.for %{{.*}} = %[[LB]] to
// RUN: %expect-exit 1 -- tv-check %s %t.tgt.mlir | filecheck %s
// CHECK: @fold_one_loop: FAILED (memory mismatch)
// CHECK: memory of %arg0 (block block0.i32) at offset {{1|4|5}}:

func.func @fold_one_loop(%arg0: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %arg1 = arith.constant 1 : index
  %arg2 = arith.constant 1 : index
  scf.for %i = %c0 to %arg1 step %c1 {
    %0 = arith.addi %arg2, %i : index
    %1 = arith.muli %0, %c4 : index
    %2 = memref.load %arg0[%1] : memref<8xi32>
    %3 = arith.muli %2, %2 : i32
    memref.store %3, %arg0[%1] : memref<8xi32>
  }
  return
}
