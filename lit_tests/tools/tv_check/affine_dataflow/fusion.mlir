// REQUIRES: mlir-opt-19
// A producer and a consumer nest through a local buffer, fused by
// -affine-loop-fusion: verified by the affine dataflow route.
// RUN: %mlir-opt -affine-loop-fusion %s > %t.tgt.mlir
// RUN: tv-check --memref-inputs-simple --verbose %s %t.tgt.mlir | filecheck %s
// The fused consumer reading the producer's value one iteration late
// (buffer[i + 1], not yet written, and past the end on the last
// iteration): the target may be undefined where the source is not.
// RUN: %mutate 'affine.load %alloc\[%arg2\]' 'affine.load %alloc[%arg2 + 1]' < %t.tgt.mlir > %t.late.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %s %t.late.mlir | filecheck %s --check-prefix=LATE
// The consumer reading the producer's input instead of its result.
// RUN: %mutate 'arith.addf %2, %cst_0' 'arith.addf %0, %cst_0' < %t.tgt.mlir > %t.skip.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %s %t.skip.mlir | filecheck %s --check-prefix=SKIP

// CHECK: @producer_consumer: verified
// CHECK-NEXT: note: verified by the affine dataflow route

// LATE: @producer_consumer: unsupported (
// LATE: note: affine dataflow route: affine.load at {{.*}}: the target may access out of bounds where the source is defined

// SKIP: @producer_consumer: unsupported (
// SKIP: note: affine dataflow route: the final contents of argument 1 are not proved equal (arith.mulf in the source against the initial value of argument 0 in the target)

func.func @producer_consumer(%A: memref<1024xf32>, %C: memref<1024xf32>) {
  %B = memref.alloc() : memref<1024xf32>
  %two = arith.constant 2.0 : f32
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 1024 {
    %a = affine.load %A[%i] : memref<1024xf32>
    %b = arith.mulf %a, %two : f32
    affine.store %b, %B[%i] : memref<1024xf32>
  }
  affine.for %i = 0 to 1024 {
    %b = affine.load %B[%i] : memref<1024xf32>
    %c = arith.addf %b, %one : f32
    affine.store %c, %C[%i] : memref<1024xf32>
  }
  memref.dealloc %B : memref<1024xf32>
  return
}
