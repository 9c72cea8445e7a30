// SOUNDNESS: wrong affine-dataflow: a reduction over iter_args whose first iteration the target peels without a guard; when the loop runs no iteration (%n <= 0) the source stores the initial value and the target init + A[0] (both read A[0] for R[1], so no read of an uninitialized A[0] tells them apart): the route must decline
// RUN: %split-pair %s %t
// The route (which runs first: a loop of symbolic trip count) declines, and
// the ordinary check finds the failure at %n <= 0.
// RUN: %expect-exit 1 -- tv-check --memref-inputs-simple --no-confirm %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (memory mismatch)

func.func @f(%A: memref<1024xi32>, %R: memref<2xi32>, %n: index, %init: i32) {
  %a0 = affine.load %A[0] : memref<1024xi32>
  %d = arith.addi %a0, %a0 : i32
  affine.store %d, %R[1] : memref<2xi32>
  %r = affine.for %i = 0 to min affine_map<()[s0] -> (s0, 1024)>()[%n] iter_args(%acc = %init) -> (i32) {
    %a = affine.load %A[%i] : memref<1024xi32>
    %t = arith.addi %acc, %a : i32
    affine.yield %t : i32
  }
  affine.store %r, %R[0] : memref<2xi32>
  return
}

// ----- target

func.func @f(%A: memref<1024xi32>, %R: memref<2xi32>, %n: index, %init: i32) {
  %a0 = affine.load %A[0] : memref<1024xi32>
  %d = arith.addi %a0, %a0 : i32
  affine.store %d, %R[1] : memref<2xi32>
  %x = arith.addi %init, %a0 : i32
  %r = affine.for %i = 1 to min affine_map<()[s0] -> (s0, 1024)>()[%n] iter_args(%acc = %x) -> (i32) {
    %a = affine.load %A[%i] : memref<1024xi32>
    %t = arith.addi %acc, %a : i32
    affine.yield %t : i32
  }
  affine.store %r, %R[0] : memref<2xi32>
  return
}
