// REQUIRES: heavy
// The linalg named ops mean what their generalized forms mean: tvmlir's own
// generalization and upstream's (mlir-opt-19) both verify against them, and
// a body mutated from `add` to `sub` is caught in every reduction.
// RUN: tv-opt --tv-generalize-named-ops %S/Inputs/named_ops.mlir > %t.tv.mlir
// RUN: tv-check --accept-bounded %S/Inputs/named_ops.mlir %t.tv.mlir | filecheck %s
// RUN: sed -e 's/arith.addf/arith.subf/g' -e 's/arith.addi/arith.subi/g' %t.tv.mlir > %t.mutated.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %S/Inputs/named_ops.mlir %t.mutated.mlir | filecheck %s --check-prefix=MUTATED

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

// MUTATED: @matmul: FAILED (return value mismatch)
// MUTATED: @batch_matmul: FAILED (return value mismatch)
// MUTATED: @matvec: FAILED (return value mismatch)
// MUTATED: @vecmat: FAILED (return value mismatch)
// MUTATED: @dot: unsupported (linalg.generic at {{.*}}: a reduction body other than a sum over more than 64 (or a dynamic number of) iterations)
// MUTATED: @conv: FAILED (return value mismatch)
// MUTATED: @depthwise: FAILED (return value mismatch)
// MUTATED: @pool_max: verified
// MUTATED: @pool_sum: FAILED (return value mismatch)
// MUTATED: @add: FAILED (return value mismatch)
