// REQUIRES: mlir-opt-19
// Loops with scalar carried values (iter_args): each carried value is a
// one-cell local array (the initial value stored before the loop, read at
// each iteration's start, the yielded value stored at its end, read after
// the loop), so the dataflow follows it.  Unrolled (with a cleanup loop)
// and normalized by mlir-opt-19: verified.
// RUN: %mlir-opt -affine-loop-unroll="unroll-factor=4" %s > %t.unroll.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %s %t.unroll.mlir | filecheck %s --check-prefix=UNROLL
// RUN: %mlir-opt -affine-loop-normalize %s > %t.norm.mlir
// RUN: tv-check --memref-inputs-simple %s %t.norm.mlir | filecheck %s
// The unrolled body yielding its third sum, not its fourth (an element
// dropped from every group of four).
// RUN: %mutate 'affine.yield %12 : f32' 'affine.yield %9 : f32' < %t.unroll.mlir > %t.yield.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %s %t.yield.mlir | filecheck %s --check-prefix=YIELD
// The cleanup loop starting from the initial value instead of the
// unrolled loop's result.
// RUN: %mutate 'iter_args\(%arg4 = %0\)' 'iter_args(%arg4 = %cst)' < %t.unroll.mlir > %t.init.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %s %t.init.mlir | filecheck %s --check-prefix=INIT

// CHECK: @row_sums: verified
// CHECK: @sum_and_max: verified

// mlir-opt-19's unroller gives the cleanup loop of a two-value reduction
// the unrolled loop's second result for both initial values
// (`iter_args(%arg4 = %0#1, %arg5 = %0#1)`): a miscompile, which the
// ordinary check shows on a small size (FAILED, memory mismatch) and the
// route declines.
// UNROLL: @row_sums: verified
// UNROLL: @sum_and_max: unsupported (
// UNROLL: note: affine dataflow route: the final contents of argument 1 are not proved equal (arith.addi in the source against arith.maxsi in the target)

// YIELD: @row_sums: unsupported (
// YIELD: note: affine dataflow route: the final contents of argument 1 are not proved equal

// INIT: @row_sums: unsupported (
// INIT: note: affine dataflow route: the final contents of argument 1 are not proved equal

func.func @row_sums(%A: memref<1024x1022xf32>, %S: memref<1024xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 1024 {
    %s = affine.for %j = 0 to 1022 iter_args(%acc = %z) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<1024x1022xf32>
      %t = arith.addf %acc, %a : f32
      affine.yield %t : f32
    }
    affine.store %s, %S[%i] : memref<1024xf32>
  }
  return
}

func.func @sum_and_max(%A: memref<4093xi32>, %R: memref<2xi32>, %init: i32) {
  %r:2 = affine.for %j = 0 to 4093 step 2 iter_args(%acc = %init, %m = %init) -> (i32, i32) {
    %a = affine.load %A[%j] : memref<4093xi32>
    %t = arith.addi %acc, %a : i32
    %u = arith.maxsi %m, %a : i32
    affine.yield %t, %u : i32, i32
  }
  affine.store %r#0, %R[0] : memref<2xi32>
  affine.store %r#1, %R[1] : memref<2xi32>
  return
}
