// SOUNDNESS: wrong inferred-claims: matmul C += A*B keeps C where A's element is NaN (the spec's sum becomes NaN)
// REQUIRES: mlir-opt-19
// Right on every input without NaN: the runs agree, the claim fits, its proof
// fails on a NaN; the oracle's adversarial runs do not hit that NaN, so the
// verdict is unsupported (a guessed claim not proved), never verified.
// RUN: %mlir-affine-cpu-pipeline --mlir-print-debuginfo %S/../../Inputs/programs/matmul_dynamic.mlir > %t.low.mlir
// RUN: %mutate '%16 = "arith\.addf"\(%14, %15\) <\{fastmath = #arith\.fastmath<none>\}> : \(f32, f32\) -> f32' '%qa = "arith.addf"(%14, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n%qc = "arith.cmpf"(%12, %12) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1\n%16 = "arith.select"(%qc, %14, %qa) : (i1, f32, f32) -> f32' < %t.low.mlir > %t.m0.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.m0.mlir
// RUN: %expect-exit 2 -- tv-opt -p 'verify{spec="%S/../../Inputs/programs/matmul_dynamic.mlir"}' %t.m0.mlir -o %t.out.mlir | filecheck %s

// MUT: "arith.cmpf"(%12, %12) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}>
// CHECK: note: inferred: memref.store at {{.*}}matmul_dynamic.mlir:3:9: @AB [%arg6, %arg7] stage [%arg8]
// CHECK: @matmul_dynamic: unsupported (inferred claim not proved: value = prophecy: tv.prophesy at {{.*}}matmul_dynamic.mlir:3:9)
