// REQUIRES: heavy, mlir-opt-19
// The named ops whose maps tvmlir states itself (batch_matvec, transposed
// matmuls, more depthwise convolutions and poolings) mean what upstream's
// generalization of them means.
// RUN: %mlir-opt --linalg-generalize-named-ops %S/Inputs/extra_named_ops.mlir > %t.mlir
// RUN: tv-check %S/Inputs/extra_named_ops.mlir %t.mlir | filecheck %s

// CHECK: @batch_matvec: verified
// CHECK-NEXT: @matmul_tb: verified
// CHECK-NEXT: @dw_nchw: verified
// CHECK-NEXT: @dw_hwcm: verified
// CHECK-NEXT: @pool_nchw_sum: verified
// CHECK-NEXT: @pool_max_u: verified
