// REQUIRES: mlir-opt-19
// Loop coalescing: one loop of 131072 iterations whose indices are the
// quotient and remainder by 256 (constants reached through affine.apply
// symbols): verified by the affine dataflow route.
// RUN: %mlir-opt -affine-loop-coalescing %S/Inputs/transpose.mlir > %t.tgt.mlir
// RUN: tv-check --memref-inputs-simple --verbose %S/Inputs/transpose.mlir %t.tgt.mlir | filecheck %s
// The remainder and quotient swapped in the store: not verified.
// RUN: %mutate 'affine.store %5, %arg1\[%3, %4\]' 'affine.store %5, %arg1[%4, %3]' < %t.tgt.mlir > %t.wrong.mlir
// RUN: %expect-exit 2 -- tv-check --memref-inputs-simple --verbose %S/Inputs/transpose.mlir %t.wrong.mlir | filecheck %s --check-prefix=WRONG

// CHECK: @transpose: verified
// CHECK-NEXT: note: verified by the affine dataflow route

// WRONG: @transpose: unsupported (
// WRONG: note: affine dataflow route: affine.store at {{.*}}: the target may access out of bounds where the source is defined
