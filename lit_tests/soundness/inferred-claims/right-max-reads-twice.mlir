// SOUNDNESS: right inferred-claims: row max that also folds the next element in each unrolled step (max is idempotent)
// REQUIRES: mlir-opt-19
// max(max(x, acc), x) = max(x, acc): the stores still hold the spec's stages.
// RUN: %mlir-affine-cpu-pipeline --mlir-print-debuginfo %S/../../Inputs/programs/row_max.mlir > %t.low.mlir
// RUN: %mutate '%12 = "arith\.maximumf"\(%10, %11\) <\{fastmath = #arith\.fastmath<none>\}> : \(f32, f32\) -> f32' '%12 = "arith.maximumf"(%10, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n%qr = "arith.maximumf"(%12, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32' < %t.low.mlir > %t.m0.mlir
// RUN: %mutate '%15 = "arith\.maximumf"\(%14, %12\) <\{fastmath = #arith\.fastmath<none>\}> : \(f32, f32\) -> f32' '%15 = "arith.maximumf"(%14, %qr) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32' < %t.m0.mlir > %t.m1.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.m1.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/programs/row_max.mlir"}' %t.m1.mlir -o %t.out.mlir | filecheck %s

// MUT: %15 = "arith.maximumf"(%14, %qr)
// CHECK: @row_max: verified
