// REQUIRES: heavy, mlir-opt-19
// Upstream's generalization of the named ops verifies against tv-check's
// semantics of them.
// RUN: %mlir-opt --linalg-generalize-named-ops %S/Inputs/named_ops.mlir > %t.mlir
// RUN: tv-check --accept-bounded %S/Inputs/named_ops.mlir %t.mlir | filecheck %s

// CHECK: @matmul: verified
// CHECK-NEXT: @batch_matmul: verified
// CHECK-NEXT: @matvec: verified
// CHECK-NEXT: @vecmat: verified
// CHECK-NEXT: @dot: verified
// CHECK-NEXT: @conv: verified
// CHECK-NEXT: @depthwise: verified
// CHECK-NEXT: @pool_max: verified
// CHECK-NEXT: @pool_sum: verified
// CHECK-NEXT: @fill: verified
// CHECK-NEXT: @copy: verified
// CHECK-NEXT: @transpose: verified
// CHECK-NEXT: @broadcast: verified
// CHECK-NEXT: @add: verified
// CHECK-NEXT: @div: verified
// CHECK-NEXT: @exp: verified
// CHECK-NEXT: @max: verified
