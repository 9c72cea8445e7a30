// An elementwise kernel (dynamic sizes) is lifted to a linalg.generic and
// proved for all sizes, then run on the oracle.
// (lit fails the test on a non-zero exit: proved is exit 0.)
// RUN: tv-lift %S/Inputs/relu-add-scf.mlir > %t.spec 2> %t.err
// RUN: filecheck %s --check-prefix=SPEC < %t.spec
// RUN: filecheck %s < %t.err
// The lifted spec is valid MLIR for mlir-opt-19 too.
// RUN: %mlir-opt %t.spec -o %t.reparsed
// REQUIRES: mlir-opt-19

// SPEC: func.func @relu_add(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>, %O: tensor<?x?xf32>) -> tensor<?x?xf32>
// SPEC: linalg.generic
// SPEC: arith.addf %_in0, %_in1
// SPEC: arith.maximumf

// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}relu-add-scf.mlir:14:7
// CHECK: @relu_add: verified
// CHECK-NEXT: confirm: execution agrees with the spec in 8 runs
// CHECK-NEXT: @relu_add: proved: O[i,j] = max(A[i,j] + B[i,j], 0.0)
// CHECK-NEXT: search: {{[0-9]+}} candidates tried
