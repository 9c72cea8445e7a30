// REQUIRES: mlir-opt-19, heavy
// Kernels made by mlir-opt-19's GPU pipeline from two-op linalg programs:
// the first kernel writes a temporary buffer (memref.alloc on the host),
// the second reads it.  The temporary becomes a stage tensor of the lifted
// spec (<out>_s0) and its store gets the prophecy <out>_s0[idx]; a scalar
// the launch passes (the ReLU's 0.0) is read through the launch.
// RUN: %mlir-gpu-pipeline %S/../Inputs/programs/add_broadcast.mlir > %t.ab.mlir
// RUN: %expect-exit 0 -- tv-lift --show-annotated %t.ab.mlir > %t.ab.out
// RUN: filecheck %s --check-prefix=AB < %t.ab.out
// RUN: %mlir-gpu-pipeline %S/../Inputs/programs/fused_elementwise.mlir > %t.fe.mlir
// RUN: %expect-exit 0 -- tv-lift %t.fe.mlir > %t.fe.out
// RUN: filecheck %s --check-prefix=FE < %t.fe.out
// Softmax: nine kernels whose temporaries share buffers (the max and the
// sum in one 4-element buffer, the broadcasts, the difference and the
// quotient in place); the trace says which store each load read, so each
// store is a stage, and the fill and the accumulating store into one buffer
// are a reduction stage (S_init[i], S[i] stage [k]).
// RUN: %mlir-gpu-pipeline %S/../Inputs/programs/softmax.mlir > %t.sm.mlir
// RUN: %expect-exit 0 -- tv-lift --show-annotated %t.sm.mlir > %t.sm.out
// RUN: filecheck %s --check-prefix=SM < %t.sm.out
// Mutant: the sum's loop starts at column 1: no stage matches the trace.
// RUN: %mutate '"scf[.]for"[(](%arg16), (%arg21), (%arg17)[)]' '"scf.for"(\3, \2, \3)' < %t.sm.mlir > %t.sm1.mlir
// RUN: %expect-exit 1 -- tv-lift %t.sm1.mlir > %t.sm1.out
// RUN: filecheck %s --check-prefix=SM1 < %t.sm1.out
// Mutant: the broadcast kernel reads b at the row index (only b[0..7]): no
// projected-permutation formula matches, so nothing is lifted.
// RUN: %mutate --nth 1 '"memref[.]load"[(](%arg13), (%[0-9]+)[)]' '"memref.load"(\1, %%29)' < %t.ab.mlir > %t.abrow.mlir
// RUN: %expect-exit 1 -- tv-lift %t.abrow.mlir > %t.abrow.out
// RUN: filecheck %s --check-prefix=ABROW < %t.abrow.out
// Mutant: the first kernel subtracts c: lifted (and proved) as what it
// computes, (a * b) - c, never as the original formula.
// RUN: %mutate '"arith[.]addf"[(](%[0-9]+, %[0-9]+)[)]' '"arith.subf"(\1)' < %t.fe.mlir > %t.fesub.mlir
// RUN: %expect-exit 0 -- tv-lift %t.fesub.mlir > %t.fesub.out
// RUN: filecheck %s --check-prefix=FESUB < %t.fesub.out

// AB:      %arg17_s0 = linalg.generic
// AB:      tv.prophesy %{{.*}} for @add_broadcast_spec::@arg17_s0 [%{{.*}}, %{{.*}}] : f32
// AB:      @add_broadcast: verified
// AB:      @add_broadcast: proved: arg17_s0[i,j] = arg16[j]; arg17[i,j] = arg15[i,j] + arg17_s0[i,j]

// FE:      @fused_elementwise: verified
// FE:      @fused_elementwise: proved: arg20_s0[i,j] = (arg17[i,j] * arg18[i,j]) + arg19[i,j]; arg20[i,j] = max(arg20_s0[i,j], 0.0)

// ABROW-NOT: proved
// ABROW:     @add_broadcast: no formula found (searched {{[0-9]+}} candidates)

// FESUB-NOT: (arg17[i,j] * arg18[i,j]) + arg19[i,j]
// FESUB:     @fused_elementwise: {{.*}}arg20_s0[i,j] = (arg17[i,j] * arg18[i,j]) - arg19[i,j]; arg20[i,j] = max(arg20_s0[i,j], 0.0)

// SM:      tv.prophesy %{{.*}} for @softmax_spec::@arg65_s0_init [%{{.*}}] : f32
// SM:      tv.prophesy %{{.*}} for @softmax_spec::@arg65_s0 [%{{.*}}] stage [%{{.*}}] : f32
// SM:      tv.prophesy %{{.*}} for @softmax_spec::@arg65_s4_init [%{{.*}}] : f32
// SM:      tv.prophesy %{{.*}} for @softmax_spec::@arg65_s4 [%{{.*}}] stage [%{{.*}}] : f32
// SM:      @softmax: verified
// SM:      @softmax: proved: arg65_s0[i] = max_k(-inf; arg64[i,k]); arg65_s1[i,j] = arg65_s0[i]; arg65_s2[i,j] = arg64[i,j] - arg65_s1[i,j]; arg65_s3[i,j] = exp(arg65_s2[i,j]); arg65_s4[i] = sum_k(0.0; arg65_s3[i,k]); arg65_s5[i,j] = arg65_s4[i]; arg65[i,j] = arg65_s3[i,j] / arg65_s5[i,j]

// SM1-NOT: : proved
// SM1:     @softmax: no formula found (searched {{[0-9]+}} candidates)
