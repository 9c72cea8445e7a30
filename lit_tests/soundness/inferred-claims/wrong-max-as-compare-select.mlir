// SOUNDNESS: wrong inferred-claims: row max computed as select(x > acc, x, acc): wrong for NaN and for -0.0 against +0.0
// REQUIRES: mlir-opt-19
// Equal to arith.maximumf on every random input.
// RUN: %mlir-affine-cpu-pipeline --mlir-print-debuginfo %S/../../Inputs/programs/row_max.mlir > %t.low.mlir
// RUN: %mutate '%12 = "arith\.maximumf"\(%10, %11\) <\{fastmath = #arith\.fastmath<none>\}> : \(f32, f32\) -> f32' '%qc = "arith.cmpf"(%10, %11) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1\n%12 = "arith.select"(%qc, %10, %11) : (i1, f32, f32) -> f32' < %t.low.mlir > %t.m0.mlir
// RUN: %mutate '%15 = "arith\.maximumf"\(%14, %12\) <\{fastmath = #arith\.fastmath<none>\}> : \(f32, f32\) -> f32' '%qd = "arith.cmpf"(%14, %12) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1\n%15 = "arith.select"(%qd, %14, %12) : (i1, f32, f32) -> f32' < %t.m0.mlir > %t.m1.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.m1.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/programs/row_max.mlir"}' %t.m1.mlir -o %t.out.mlir | filecheck %s

// MUT: %12 = "arith.select"(%qc, %10, %11)
// MUT: %15 = "arith.select"(%qd, %14, %12)
// CHECK:      FAILED  value = prophecy: tv.prophesy at {{.*}}row_max.mlir:{{.*}}: the stored value is not the prophesied spec element
// CHECK: @row_max: FAILED (execution matches spec)
