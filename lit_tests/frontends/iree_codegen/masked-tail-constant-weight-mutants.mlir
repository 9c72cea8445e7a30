// REQUIRES: heavy
// Mutants of IREE's CUDA swiglu 3x4x6 matmul (masked-tail-constant-
// weight.mlir), broken the way a compiler bug would: the tail lanes not
// masked (the mask always 4 lanes: a read past the row, undefined), the
// masked lanes selected to 1.0 instead of 0.0 (each adds 1 to the sum),
// the mask bound taken from the row instead of the k tile; each FAILED,
// located, confirmed by execution.  The accumulator started at -0.0 (with
// the final add `+ -0.0`, the identity: the output is -0.0 for a row of
// -0.0 products where the spec's is +0.0) is wrong on inputs the runs do
// not try: unsupported at the fold's first step with that instance, never
// verified.  The code without its final `+ 0.0` verifies: the sum
// started at +0.0 is never -0.0 (the spec's sign fact), so that add is the
// identity.
// RUN: %mutate 'vector.store %61,' 'vector.store %60,' < %S/../../Inputs/iree_codegen/swiglu_masked_tail.codegen.mlir > %t.noplus0.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/swiglu_masked_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.noplus0.mlir -o %t.out.mlir | filecheck %s --check-prefix=NOPLUS0
//
// RUN: %mutate '%48 = arith.minui %47, %19' '%48 = arith.minui %19, %19' < %S/../../Inputs/iree_codegen/swiglu_masked_tail.codegen.mlir > %t.unmasked.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/swiglu_masked_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.unmasked.mlir -o %t.out.mlir | filecheck %s --check-prefix=UNMASKED
//
// RUN: %mutate '(%27 = arith.constant dense<)0.000000e\+00' '\g<1>1.000000e+00' < %S/../../Inputs/iree_codegen/swiglu_masked_tail.codegen.mlir > %t.lane1.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/swiglu_masked_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.lane1.mlir -o %t.out.mlir | filecheck %s --check-prefix=VALUE
//
// RUN: %mutate '%50 = vector.create_mask %49' '%50 = vector.create_mask %38' < %S/../../Inputs/iree_codegen/swiglu_masked_tail.codegen.mlir > %t.maskrow.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/swiglu_masked_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.maskrow.mlir -o %t.out.mlir | filecheck %s --check-prefix=VALUE
//
// RUN: %mutate '(%26 = arith.constant dense<)0.000000e\+00' '\g<1>-0.000000e+00' < %S/../../Inputs/iree_codegen/swiglu_masked_tail.codegen.mlir > %t.negzero.mlir
// RUN: %expect-exit 2 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/swiglu_masked_tail.source.mlir" assume-reassoc=true workgroup-allocs=shared}' %t.negzero.mlir -o %t.out.mlir | filecheck %s --check-prefix=NEGZERO

// UNMASKED: FAILED  execution matches spec: a run of the lowered code: undefined behaviour: index [0, 6] out of bounds of argument 0 [3, 6] {{.*}} at vector.maskedload at swiglu_mlp_dispatch_2_matmul_like_3x4x6_f32.mlir:56:21
// UNMASKED: @swiglu_mlp_dispatch_2_matmul_like_3x4x6_f32: FAILED

// VALUE: FAILED  execution matches spec: vector.reduction at swiglu_mlp_dispatch_2_matmul_like_3x4x6_f32.mlir:62:21: {{.*}} confirmed by execution
// VALUE: @swiglu_mlp_dispatch_2_matmul_like_3x4x6_f32: FAILED

// NEGZERO: unsupported: inferred claim not proved: value = prophecy: tv.prophesy at swiglu_mlp_dispatch_2_matmul_like_3x4x6_f32.mlir:62:21: folding lane 0 of the vector.reduction does not give @generic1's partial reduction at the stage its input cell reads; {{.*}} expected generic1({{.*}}) stage [0] = 0.0; computed -0.0
// NEGZERO: @swiglu_mlp_dispatch_2_matmul_like_3x4x6_f32: unsupported

// NOPLUS0: @swiglu_mlp_dispatch_2_matmul_like_3x4x6_f32: verified
