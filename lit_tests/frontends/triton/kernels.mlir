// The Triton kernels of benchmarks/lifting/triton (TTIR from Triton 3.9),
// each lifted by tv-lift, with its verdict and reason pinned.
// Elementwise, proved for all n:
// RUN: tv-lift %S/../../../benchmarks/lifting/triton/mul.ttir 2>&1 | filecheck %s --check-prefix=MUL
// RUN: tv-lift %S/../../../benchmarks/lifting/triton/silu.generic.mlir 2>&1 | filecheck %s --check-prefix=SILU
// tl.maximum is arith.maxnumf, which may return -0.0 for max(-0.0, 0.0);
// the lifted max is linalg's maximumf (+0.0): refuted, not proved:
// RUN: %expect-exit 1 -- tv-lift %S/../../../benchmarks/lifting/triton/relu.ttir 2>&1 | filecheck %s --check-prefix=RELU
// Reductions unrolled per lane (tl.sum, tl.dot): the formula is found but
// the store of the whole reduction has no loop index for its stage:
// RUN: %expect-exit 1 -- tv-lift %S/../../../benchmarks/lifting/triton/row_sum.ttir 2>&1 | filecheck %s --check-prefix=ROWSUM
// Softmax is a multi-stage formula the search does not build:
// RUN: %expect-exit 1 -- tv-lift %S/../../../benchmarks/lifting/triton/softmax.ttir 2>&1 | filecheck %s --check-prefix=SOFTMAX
// Refused by the translation, with the reason:
// RUN: %expect-exit 2 -- tv-lift %S/../../../benchmarks/lifting/triton/matmul.ttir 2>&1 | filecheck %s --check-prefix=MATMUL
// RUN: %expect-exit 2 -- tv-lift %S/../../../benchmarks/lifting/triton/dot_tile_tf32.ttir 2>&1 | filecheck %s --check-prefix=TF32
// Negatives: mul with the mask off by one; silu with x + 1 for -x is lifted
// to what it computes, never to silu:
// RUN: %mutate 'arith.cmpi slt' 'arith.cmpi sle' < %S/../../../benchmarks/lifting/triton/mul.ttir > %t.mul.ttir
// RUN: %expect-exit 1 -- tv-lift %t.mul.ttir 2>&1 | filecheck %s --check-prefix=BADMUL
// RUN: %mutate '%12 = arith.negf %9' '%12 = arith.addf %9, %cst' < %S/../../../benchmarks/lifting/triton/silu.ttir > %t.silu.ttir
// RUN: tv-lift %t.silu.ttir 2>&1 | filecheck %s --check-prefix=BADSILU

// MUL: @mul: verified
// MUL-NEXT: confirm: execution agrees with the spec in 8 runs
// MUL-NEXT: @mul: proved: O[i] = X[i] * Y[i]

// SILU: @silu: proved: O[i] = X[i] / (exp(-X[i]) + 1.0)

// RELU: expected O_lifted(0) = 0.0; computed -0.0
// RELU: @relu: lifted (unproved: --verify: FAILED (value = prophecy)): O[i] = max(X[i], 0.0)

// ROWSUM: assumption: rows are contiguous: argument 2 (the row stride of %X) = dim(%X, 1)
// ROWSUM: assumption: argument 3 (the column bound) is the row length of every 2-D pointer argument: n = dim(%X, 1)
// ROWSUM: assumption: the launch grid has one program per row: dim(%X, 0) programs along x
// ROWSUM: assumption: tt.reduce and tt.dot combine in a left fold (TTIR fixes no order: relating another order needs reassociation)
// ROWSUM: @row_sum: lifted (unproved: --verify: unsupported (scf.if at {{.*}}row_sum.ttir.kernel:{{[0-9]+}}:{{[0-9]+}})): O[i] = sum_k(0.0; X[i,k])

// SOFTMAX: @softmax: no formula found (searched {{[0-9]+}} candidates)

// MATMUL: @matmul: unsupported (Triton kernel: scf.for in the kernel (loop-carried tiles, as in a blocked matmul))
// TF32: @dot_tile: unsupported (Triton kernel: tt.dot with inputPrecision 0 (not ieee): inputs are rounded (TF32) before the product)

// BADMUL-NOT: proved
// BADMUL: @mul: no formula found (the kernel fails when run: undefined behaviour: index [3] out of bounds of X [3] at memref.load

// BADSILU-NOT: proved: O[i] = X[i] / (exp(-X[i]) + 1.0)
// BADSILU: @silu: proved: O[i] = X[i] / (exp(X[i] + 1.0) + 1.0)
