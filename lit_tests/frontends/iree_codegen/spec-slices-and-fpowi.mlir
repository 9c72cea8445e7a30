// Two held-out dispatches whose source the oracle could not run, so that
// no claim was inferred (`unsupported (no claim inferred ...: the oracle
// has no semantics for this op)`): pooling_cnn's max pool writes into
// the interior of its padded output, a `tensor.insert_slice` in the
// dispatch's source (cuda); rmsnorm's mean of squares is `math.fpowi`
// (llvm-cpu).  The oracle now runs tensor slices (MLIR's rank-reduction
// rule, UB past the tensor) and math.fpowi; both verify, and a break of
// each is FAILED.
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/pooling_cnn_cuda_pad.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/pooling_cnn_cuda_pad.codegen.mlir -o %t.out.mlir | filecheck %s --check-prefix=POOL
// POOL: @pooling_cnn_dispatch_2_conv_2x2x2x2x2_f32: verified
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/rmsnorm_cpu_fpowi.source.mlir" assume-reassoc=true}' %S/../../Inputs/iree_codegen/rmsnorm_cpu_fpowi.codegen.mlir -o %t.out.mlir | filecheck %s --check-prefix=RMS
// RMS: @rmsnorm_dispatch_0_reduction_3x4_f32: verified
//
// The pool's window written one row up (the padding's offset 1 dropped).
// RUN: %mutate '%29 = arith.addi %27, %17' '%29 = arith.addi %27, %19' < %S/../../Inputs/iree_codegen/pooling_cnn_cuda_pad.codegen.mlir > %t.pool.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/pooling_cnn_cuda_pad.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.pool.mlir -o %t.out.mlir | filecheck %s --check-prefix=POOL-ROW
// POOL-ROW: @pooling_cnn_dispatch_2_conv_2x2x2x2x2_f32: FAILED (execution matches spec)
//
// The normalization dropped: x * weight instead of x * rsqrt(mean) * weight.
// RUN: %mutate '%22 = arith.mulf %21, %15' '%22 = arith.mulf %11, %15' < %S/../../Inputs/iree_codegen/rmsnorm_cpu_fpowi.codegen.mlir > %t.rms.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/rmsnorm_cpu_fpowi.source.mlir" assume-reassoc=true}' %t.rms.mlir -o %t.out.mlir | filecheck %s --check-prefix=RMS-NORM
// RMS-NORM: @rmsnorm_dispatch_0_reduction_3x4_f32: FAILED (execution matches spec)
