// SOUNDNESS: right affine-dataflow: the same reduction with its first iteration peeled under a guard (%n >= 1), the initial value passed on otherwise: verified for all %n
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --memref-inputs-simple --verbose %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK: note: verified by the affine dataflow route

func.func @f(%A: memref<1024xi32>, %R: memref<1xi32>, %n: index, %init: i32) {
  %r = affine.for %i = 0 to min affine_map<()[s0] -> (s0, 1024)>()[%n] iter_args(%acc = %init) -> (i32) {
    %a = affine.load %A[%i] : memref<1024xi32>
    %t = arith.addi %acc, %a : i32
    affine.yield %t : i32
  }
  affine.store %r, %R[0] : memref<1xi32>
  return
}

// ----- target

func.func @f(%A: memref<1024xi32>, %R: memref<1xi32>, %n: index, %init: i32) {
  affine.store %init, %R[0] : memref<1xi32>
  affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%n] {
    %a0 = affine.load %A[0] : memref<1024xi32>
    %x = arith.addi %init, %a0 : i32
    %r = affine.for %i = 1 to min affine_map<()[s0] -> (s0, 1024)>()[%n] iter_args(%acc = %x) -> (i32) {
      %a = affine.load %A[%i] : memref<1024xi32>
      %t = arith.addi %acc, %a : i32
      affine.yield %t : i32
    }
    affine.store %r, %R[0] : memref<1xi32>
  }
  return
}
