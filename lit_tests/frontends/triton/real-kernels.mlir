// REQUIRES: heavy
// Real kernels (issue 25): TTIR that benchmarks/lifting/real_kernels.py
// compiles from the installed FlagGems (add: the generated pointwise kernel
// with its scalar alpha, per-pointer strides and i64 offsets; gelu: libdevice
// tanh and powi; softmax: one-block reductions) and from the tutorial-form
// matmul (a K loop carrying the tt.dot accumulator), each lifted and proved,
// with the translation's assumptions pinned; then mutants of each, not proved.
// RUN: tv-lift --timeout 600000 %S/Inputs/real-add.ttir 2>&1 | filecheck %s --check-prefix=ADD
// RUN: tv-lift --timeout 600000 %S/Inputs/real-gelu.ttir 2>&1 | filecheck %s --check-prefix=GELU
// RUN: tv-lift --timeout 600000 %S/Inputs/real-softmax2.ttir 2>&1 | filecheck %s --check-prefix=SOFTMAX
// RUN: tv-lift --timeout 600000 %S/Inputs/real-matmul.ttir 2>&1 | filecheck %s --check-prefix=MATMUL
//
// Wrong mask (offs <= n): the last lane reads past the end when run.
// RUN: %mutate 'arith.cmpi slt, %6, %8' 'arith.cmpi sle, %6, %8' < %S/Inputs/real-add.ttir > %t.add-sle.ttir
// RUN: %expect-exit 1 -- tv-lift --timeout 600000 %t.add-sle.ttir 2>&1 | filecheck %s --check-prefix=ADD-SLE
// Off-by-one offset (in1 read at offs + 1): no formula reproduces it.
// RUN: %mutate '%20 = tt.addptr %19, %18' '%one = arith.constant dense<1> : tensor<4xi64>\n    %moved = arith.addi %18, %one : tensor<4xi64>\n    %20 = tt.addptr %19, %moved' < %S/Inputs/real-add.ttir > %t.add-plus1.ttir
// RUN: %expect-exit 1 -- tv-lift --timeout 600000 %t.add-plus1.ttir 2>&1 | filecheck %s --check-prefix=ADD-PLUS1
// powi(x, 3) has no stated semantics: refused with the reason.
// RUN: %mutate 'dense<2> : tensor<4xi32>' 'dense<3> : tensor<4xi32>' < %S/Inputs/real-gelu.ttir > %t.gelu-pow3.ttir
// RUN: %expect-exit 2 -- tv-lift --timeout 600000 %t.gelu-pow3.ttir 2>&1 | filecheck %s --check-prefix=GELU-POW3
// Wrong combiner (the sum's addf made mulf): not softmax, no formula.
// RUN: %mutate '%22 = arith.addf %arg4, %arg5' '%22 = arith.mulf %arg4, %arg5' < %S/Inputs/real-softmax2.ttir > %t.softmax-mulf.ttir
// RUN: %expect-exit 1 -- tv-lift --timeout 600000 %t.softmax-mulf.ttir 2>&1 | filecheck %s --check-prefix=SOFTMAX-MULF
// A K loop that may stop short of K ((K + 1) / 8 blocks): refused.
// RUN: %mutate 'arith.addi %arg5, %c7_i32' 'arith.addi %arg5, %c1_i32' < %S/Inputs/real-matmul.ttir > %t.mm-trips.ttir
// RUN: %expect-exit 2 -- tv-lift --timeout 600000 %t.mm-trips.ttir 2>&1 | filecheck %s --check-prefix=MM-TRIPS
// B's K mask off by one (k <= K - 8j): A and B disagree on the K bound.
// RUN: %mutate '%56 = arith.cmpi slt, %15, %55' '%56 = arith.cmpi sle, %15, %55' < %S/Inputs/real-matmul.ttir > %t.mm-sle.ttir
// RUN: %expect-exit 2 -- tv-lift --timeout 600000 %t.mm-sle.ttir 2>&1 | filecheck %s --check-prefix=MM-SLE
// B loaded without its mask: Triton reads B past K too (0.0 * inf is NaN), which a loop to K would hide.
// RUN: %mutate 'tt.load %arg14, %67, %cst_0' 'tt.load %arg14' < %S/Inputs/real-matmul.ttir > %t.mm-nomask.ttir
// RUN: %expect-exit 2 -- tv-lift --timeout 600000 %t.mm-nomask.ttir 2>&1 | filecheck %s --check-prefix=MM-NOMASK

// ADD: assumption: %X is contiguous: argument 4 (the innermost stride) = 1
// ADD: assumption: %O is contiguous: argument 6 (the innermost stride) = 1
// ADD: assumption: argument 7 (an extent) = dim(%O, 0)
// ADD: assumption: the launch grid has cdiv(dim(%O, 0), 4) programs along x
// ADD: assumption: integer offset arithmetic (i32, i64) does not wrap (it is translated to index arithmetic)
// ADD: @add_func_kernel_rank_1: verified
// ADD-NEXT: confirm: execution agrees with the spec in 8 runs
// ADD-NEXT: @add_func_kernel_rank_1: proved: O[i] = X[i] + (Y[i] * Z)

// GELU: assumption: libdevice __nv_powif(x, 2) is read as x * x (one rounding, as a correctly rounded x^2)
// GELU: assumption: libdevice __nv_tanhf is read as math.tanh (the same function in the spec; libdevice's rounding error is not modelled)
// GELU: @gelu_tanh_kernel_rank_1: proved: O[i] = (X[i] * 0.5) * (tanh((X[i] * 0.7978846) * (((X[i] * X[i]) * 0.044715) + 1.0)) + 1.0)

// SOFTMAX: assumption: argument 3 = 4: it bounds the lanes of a one-block reduction, so the kernel is right only for rows of at most the block; proved at 4
// SOFTMAX: @softmax_kernel_inner: proved: O_s0[i] = maxnum_k(-inf; X[i,k]); O_s1[i] = sum_k(0.0; exp(X[i,k] - O_s0[i])); O[i,j] = exp(X[i,j] - O_s0[i]) / O_s1[i]

// MATMUL: assumption: %X is contiguous: argument 6 (its stride along dim 0) = dim(%X, 1)
// MATMUL: assumption: argument 5 (an extent) = dim(%X, 1)
// MATMUL: assumption: the K loop's lanes past its bound load 0.0 and add 0.0 products: they are left out (this differs only for an accumulator of -0.0)
// MATMUL: @matmul: proved: O[i,j] = sum_k(0.0; X[i,k] * Y[k,j])

// ADD-SLE-NOT: proved
// ADD-SLE: @add_func_kernel_rank_1: no formula found (the kernel fails when run: undefined behaviour: index [3] out of bounds of X [3] at memref.load

// ADD-PLUS1-NOT: proved
// ADD-PLUS1: @add_func_kernel_rank_1: no formula found (searched {{[0-9]+}} candidates)

// GELU-POW3: @gelu_tanh_kernel_rank_1: unsupported (Triton kernel: __nv_powif with an exponent other than the constant 2)

// SOFTMAX-MULF-NOT: @softmax_kernel_inner: proved
// SOFTMAX-MULF: @softmax_kernel_inner: no formula found (searched {{[0-9]+}} candidates)

// MM-TRIPS: @matmul: unsupported (Triton kernel: arith.divsi that is not a ceiling division of an offset by a block)

// MM-SLE: @matmul: unsupported (Triton kernel: the K loop's operands are masked by different bounds)

// MM-NOMASK: @matmul: unsupported (Triton kernel: an operand of the K loop's dot read without a mask on k (its lanes past K are read and multiplied too))
