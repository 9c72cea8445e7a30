// SOUNDNESS: wrong inferred-claims: matmul C += A*B keeps C where the product is 0 (a -0.0 cell plus +0.0 is +0.0)
// REQUIRES: mlir-opt-19
// The skip is right on every random input (x + 0.0 = x unless x is -0.0):
// the inferred claim holds on the runs, and its proof fails at -0.0.
// RUN: %mlir-affine-cpu-pipeline --mlir-print-debuginfo %S/../../Inputs/programs/matmul_dynamic.mlir > %t.low.mlir
// RUN: %mutate '%16 = "arith\.addf"\(%14, %15\) <\{fastmath = #arith\.fastmath<none>\}> : \(f32, f32\) -> f32' '%qa = "arith.addf"(%14, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n%qz = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32\n%qc = "arith.cmpf"(%15, %qz) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1\n%16 = "arith.select"(%qc, %14, %qa) : (i1, f32, f32) -> f32' < %t.low.mlir > %t.m0.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.m0.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/programs/matmul_dynamic.mlir"}' %t.m0.mlir -o %t.out.mlir | filecheck %s

// MUT: "arith.cmpf"(%15, %qz)
// MUT: %16 = "arith.select"(%qc, %14, %qa)
// CHECK: note: inferred: memref.store at {{.*}}matmul_dynamic.mlir:3:9: @AB [%arg6, %arg7] stage [%arg8]
// CHECK:      FAILED  value = prophecy: tv.prophesy at {{.*}}matmul_dynamic.mlir:3:9: the stored value is not the prophesied spec element
// CHECK-NEXT:   instance: {{.*}}expected AB({{[0-9]+}}, {{[0-9]+}}) stage [{{[0-9]+}}] = 0.0; computed -0.0
// CHECK: @matmul_dynamic: FAILED (execution matches spec)
