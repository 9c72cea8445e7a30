// REQUIRES: heavy
// RMSNorm and LayerNorm from the lifting benchmark (hidden size 8, sums in
// registers): two- and three-stage formulas, lifted and proved; LayerNorm's
// variance stage reads the mean stage.
// RUN: %expect-exit 0 -- tv-lift --timeout 600000 %benchmarks/lifting/kernels/rmsnorm.mlir > %t.rms.out
// RUN: filecheck %s --check-prefix=RMS < %t.rms.out
// RUN: %expect-exit 0 -- tv-lift --timeout 600000 %benchmarks/lifting/kernels/layernorm.mlir > %t.ln.out
// RUN: filecheck %s --check-prefix=LN < %t.ln.out
// Negative: the sum of squares stops one column early; no formula matches.
// RUN: %mutate '[%]ss = scf[.]for %j = %c0 to %c8' '%%ss = scf.for %j = %c0 to %c7' < %benchmarks/lifting/kernels/rmsnorm.mlir | %mutate '%c8 = arith.constant 8 : index' '%%c8 = arith.constant 8 : index\n  %%c7 = arith.constant 7 : index' > %t.rms7.mlir
// RUN: %expect-exit 1 -- tv-lift %t.rms7.mlir > %t.rms7.out
// RUN: filecheck %s --check-prefix=RMS7 < %t.rms7.out
// Negative: the variance is taken around the row sum, not the mean: lifted
// (and proved) as what it computes, never as LayerNorm.
// RUN: %mutate 'arith[.]subf %x, [%]mean : f32\n        [%]sq' 'arith.subf %%x, %%s : f32\n        %%sq' < %benchmarks/lifting/kernels/layernorm.mlir > %t.lnsum.mlir
// RUN: %expect-exit 0 -- tv-lift --timeout 600000 %t.lnsum.mlir > %t.lnsum.out
// RUN: filecheck %s --check-prefix=LNSUM < %t.lnsum.out

// RMS: %O_s0 = linalg.generic
// RMS: @rmsnorm: verified
// RMS: @rmsnorm: proved: O_s0[i] = sum_k(0.0; X[i,k] * X[i,k]); O[i,j] = (X[i,j] / sqrt((O_s0[i] / 8.0) + 1e-06)) * W[j]

// LN: %O_s0 = linalg.generic
// LN: %O_s1 = linalg.generic
// LN-SAME: ins(%X, %O_s0 : tensor<?x8xf32>, tensor<?xf32>)
// LN: @layernorm: verified
// LN: @layernorm: proved: O_s0[i] = sum_k(0.0; X[i,k]); O_s1[i] = sum_k(0.0; (X[i,k] - (O_s0[i] / 8.0)) * (X[i,k] - (O_s0[i] / 8.0))); O[i,j] = (((X[i,j] - (O_s0[i] / 8.0)) / sqrt((O_s1[i] / 8.0) + 1e-05)) * W[j]) + B[j]

// RMS7-NOT: : proved
// RMS7:     @rmsnorm: no formula found (searched {{[0-9]+}} candidates)

// LNSUM-NOT: O_s1[i] = sum_k(0.0; (X[i,k] - (O_s0[i] / 8.0))
// LNSUM:     @layernorm: {{.*}}O_s1[i] = sum_k(0.0; (X[i,k] - O_s0[i]) * (X[i,k] - O_s0[i]))
