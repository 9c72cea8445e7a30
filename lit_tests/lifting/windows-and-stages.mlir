// REQUIRES: heavy
// Kernels tvmlir --lower makes from linalg, stripped of their annotations
// (tv-opt --strip-tv), lifted back (issue 25): a 1-D convolution (a window
// map in[i+k]), 2x2 max pooling (two reduction dims, a window no input
// holds), attention (six stages: q k^T in a static temporary, its row max,
// exp, the row sum, the division, then the output's own reduction p v) and a
// dense layer with GELU (the matmul a stage of the output's shape).
// RUN: tv-opt --annotate --lower %benchmarks/lifting/linalg/conv1d.mlir -o %t.conv.ann
// RUN: tv-opt --strip-tv %t.conv.ann -o %t.conv.mlir
// RUN: tv-lift --timeout 600000 %t.conv.mlir 2>&1 | filecheck %s --check-prefix=CONV
// RUN: tv-opt --annotate --lower %benchmarks/lifting/linalg/pool2d.mlir -o %t.pool.ann
// RUN: tv-opt --strip-tv %t.pool.ann -o %t.pool.mlir
// RUN: tv-lift --timeout 600000 %t.pool.mlir > %t.pool.spec 2> %t.pool.err
// RUN: filecheck %s --check-prefix=POOL < %t.pool.err
// RUN: filecheck %s --check-prefix=POOLSPEC < %t.pool.spec
// RUN: tv-opt --annotate --lower %benchmarks/lifting/linalg/attention.mlir -o %t.att.ann
// RUN: tv-opt --strip-tv %t.att.ann -o %t.att.mlir
// RUN: tv-lift --timeout 600000 %t.att.mlir 2>&1 | filecheck %s --check-prefix=ATT
// RUN: tv-opt --annotate --lower %benchmarks/lifting/linalg/dense_gelu.mlir -o %t.dg.ann
// RUN: tv-opt --strip-tv %t.dg.ann -o %t.dg.mlir
// RUN: tv-lift --timeout 600000 %t.dg.mlir 2>&1 | filecheck %s --check-prefix=DG
//
// Negatives. The filter read reversed (a correlation lowered as the flipped
// convolution): no map reads w[2 - k], no formula.
// RUN: %mutate '%in_2 = memref.load %w\[%8\]' '%rv = arith.subi %2, %8 : index\n        %rv1 = arith.subi %rv, %3 : index\n        %in_2 = memref.load %w[%rv1]' < %t.conv.mlir > %t.conv-flip.mlir
// RUN: %expect-exit 1 -- tv-lift --timeout 600000 %t.conv-flip.mlir 2>&1 | filecheck %s --check-prefix=CONV-FLIP
// The pooling window's rows read at the column index (in[n, w+kh, w+kw, c]):
// RUN: %mutate '%26 = arith.addi %21, %24' '%26 = arith.addi %22, %24' < %t.pool.mlir > %t.pool-ww.mlir
// RUN: %expect-exit 1 -- tv-lift --timeout 600000 %t.pool-ww.mlir 2>&1 | filecheck %s --check-prefix=POOL-WW

// CONV: @conv1d: verified
// CONV-NEXT: confirm: execution agrees with the spec in 8 runs
// CONV-NEXT: @conv1d: proved: out[i] = sum_k(out_0[i]; in[i+k] * w[k])

// POOL: ok      value = prophecy: tv.prophesy at
// POOL: @pool2d: verified
// POOL: @pool2d: proved: out[i,j,l,m] = max_kq(-inf; in[i,j+k,l+q,m])
// POOLSPEC: %out_window = tensor.empty() : tensor<2x2xf32>
// POOLSPEC: affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// POOLSPEC-SAME: iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]

// ATT: @attention: verified
// ATT: @attention: proved: o_s0[i,j] = sum_k(0.0; q[i,k] * k[j,k]); o_s1[i] = max_k(-inf; o_s0[i,k]); o_s2[i,j] = exp(o_s0[i,j] - o_s1[i]); o_s3[i] = sum_k(0.0; o_s2[i,k]); o_s4[i,j] = o_s2[i,j] / o_s3[i]; o[i,j] = sum_k(0.0; o_s4[i,k] * v[k,j])

// DG: @dense_gelu: verified
// DG: @dense_gelu: proved: y_s0[i,j] = sum_k(0.0; x[i,k] * w[k,j]); y[i,j] = (0.5 * (y_s0[i,j] + b[j])) * (1.0 + tanh(

// CONV-FLIP-NOT: proved
// CONV-FLIP: @conv1d: no formula found (searched {{[0-9]+}} candidates)

// POOL-WW-NOT: proved
// POOL-WW: @pool2d: no formula found (searched {{[0-9]+}} candidates)
