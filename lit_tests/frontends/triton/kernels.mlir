// The Triton kernels of benchmarks/lifting/triton (TTIR from Triton 3.9),
// each lifted by tv-lift, with its verdict and reason pinned.
// Proofs get a 600 s z3 timeout: wall-clock, so the verdict does not hang on the machine's load.
// Elementwise, proved for all n:
// RUN: tv-lift --timeout 600000 %S/../../../benchmarks/lifting/triton/mul.ttir 2>&1 | filecheck %s --check-prefix=MUL
// RUN: tv-lift --timeout 600000 %S/../../../benchmarks/lifting/triton/silu.generic.mlir 2>&1 | filecheck %s --check-prefix=SILU
// tl.maximum is arith.maxnumf: lifted as maxnum (the kernel's own op, not
// linalg's maximumf, which differs on max(-0.0, 0.0)):
// RUN: tv-lift --timeout 600000 %S/../../../benchmarks/lifting/triton/relu.ttir 2>&1 | filecheck %s --check-prefix=RELU
// One-block reductions (tl.sum, tl.max) are scf.for loops from the
// combiner's identity; the row is fixed to the block (printed):
// RUN: tv-lift --timeout 600000 %S/../../../benchmarks/lifting/triton/row_sum.ttir 2>&1 | filecheck %s --check-prefix=ROWSUM
// RUN: tv-lift --timeout 600000 %S/../../../benchmarks/lifting/triton/softmax.ttir 2>&1 | filecheck %s --check-prefix=SOFTMAX
// The blocked matmul's K loop is one loop over k to the mask's bound K:
// RUN: tv-lift --timeout 600000 %S/../../../benchmarks/lifting/triton/matmul.ttir 2>&1 | filecheck %s --check-prefix=MATMUL
// Refused by the translation, with the reason:
// RUN: %expect-exit 2 -- tv-lift --timeout 600000 %S/../../../benchmarks/lifting/triton/dot_tile_tf32.ttir 2>&1 | filecheck %s --check-prefix=TF32
// Negatives: mul with the mask off by one; silu with x + 1 for -x is lifted
// to what it computes, never to silu:
// RUN: %mutate 'arith.cmpi slt' 'arith.cmpi sle' < %S/../../../benchmarks/lifting/triton/mul.ttir > %t.mul.ttir
// RUN: %expect-exit 1 -- tv-lift --timeout 600000 %t.mul.ttir 2>&1 | filecheck %s --check-prefix=BADMUL
// RUN: %mutate '%12 = arith.negf %9' '%12 = arith.addf %9, %cst' < %S/../../../benchmarks/lifting/triton/silu.ttir > %t.silu.ttir
// RUN: tv-lift --timeout 600000 %t.silu.ttir 2>&1 | filecheck %s --check-prefix=BADSILU

// MUL: @mul: verified
// MUL-NEXT: confirm: execution agrees with the spec in 8 runs
// MUL-NEXT: @mul: proved: O[i] = X[i] * Y[i]

// SILU: @silu: proved: O[i] = X[i] / (exp(-X[i]) + 1.0)

// RELU: @relu: proved: O[i] = maxnum(X[i], 0.0)

// ROWSUM: assumption: %X is contiguous: argument 2 (its stride along dim 0) = dim(%X, 1)
// ROWSUM: assumption: argument 3 = 16: it bounds the lanes of a one-block reduction, so the kernel is right only for rows of at most the block; proved at 16 (= dim(%X, 1))
// ROWSUM: assumption: the launch grid has one program per index of dim(%O, 0) along x
// ROWSUM: assumption: tt.reduce is read as a left fold from the combiner's identity (TTIR fixes no order: relating another order needs reassociation; the sum of a row of -0.0 is +0.0 here)
// ROWSUM: @row_sum: proved: O[i] = sum_k(0.0; X[i,k])

// SOFTMAX: @softmax: proved: O_s0[i] = maxnum_k(-inf; X[i,k]); O_s1[i] = sum_k(0.0; exp(X[i,k] - O_s0[i])); O[i,j] = exp(X[i,j] - O_s0[i]) / O_s1[i]

// MATMUL: assumption: argument 5 (an extent) = dim(%X, 1)
// MATMUL: assumption: the launch grid has cdiv(dim(%O, 0), 16) programs along x
// MATMUL: assumption: the launch grid has cdiv(dim(%O, 1), 16) programs along y
// MATMUL: assumption: the K loop's lanes past its bound load 0.0 and add 0.0 products: they are left out (this differs only for an accumulator of -0.0)
// MATMUL: @matmul: proved: O[i,j] = sum_k(0.0; X[i,k] * Y[k,j])
// TF32: @dot_tile: unsupported (Triton kernel: tt.dot with inputPrecision 0 (not ieee): inputs are rounded (TF32) before the product)

// BADMUL-NOT: proved
// BADMUL: @mul: no formula found (the kernel fails when run: undefined behaviour: index [3] out of bounds of X [3] at memref.load

// BADSILU-NOT: proved: O[i] = X[i] / (exp(-X[i]) + 1.0)
// BADSILU: @silu: proved: O[i] = X[i] / (exp(X[i] + 1.0) + 1.0)
