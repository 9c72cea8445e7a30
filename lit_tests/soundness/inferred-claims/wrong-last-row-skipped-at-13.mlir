// SOUNDNESS: wrong inferred-claims: tiled matmul whose row tile stops one row short when M = 13, a size no run uses
// REQUIRES: mlir-opt-19
// The runs (sizes 3, 4, 5, ... and the oracle's 0, 1, 7) never take the
// short tile: the claims fit, and coverage fails for all sizes at once.
// RUN: %mlir-affine-cpu-pipeline --mlir-print-debuginfo %S/../../Inputs/programs/matmul_dynamic.mlir > %t.low.mlir
// RUN: %mutate '%7 = "arith\.minsi"\(%6, %3\) : \(index, index\) -> index' '%qk = "arith.constant"() <{value = 13 : index}> : () -> index\n%qe = "arith.cmpi"(%3, %qk) <{predicate = 0 : i64}> : (index, index) -> i1\n%qm = "arith.subi"(%3, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index\n%qb = "arith.select"(%qe, %qm, %3) : (i1, index, index) -> index\n%7 = "arith.minsi"(%6, %qb) : (index, index) -> index' < %t.low.mlir > %t.m0.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.m0.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/programs/matmul_dynamic.mlir"}' %t.m0.mlir -o %t.out.mlir | filecheck %s

// MUT: %7 = "arith.minsi"(%6, %qb)
// CHECK: note: inferred: memref.store at {{.*}}matmul_dynamic.mlir:3:9: @AB [%arg6, %arg7] stage [%arg8]
// CHECK:      FAILED  coverage: result 0 (%arg2 = @AB) of func.return at {{.*}}matmul_dynamic.mlir:4:3: cells never written keep their initial value, which is not the spec's
// CHECK-NEXT:   instance: dim(A, 0)=13,{{.*}} cell %arg2[12, {{[0-9]+}}]
// CHECK: @matmul_dynamic: FAILED (coverage)
