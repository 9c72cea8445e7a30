// IREE's CUDA codegen for gelu's 8-element dispatch (iree-compile 3.13,
// sm_80, stored as tv-iree-kernels --codegen's launch form): 32 threads,
// each loads one element (a grid-stride scf.for over i32) and computes
// x * ((erf(x / sqrt 2) + 1) * 0.5) as the source does.  Its one value
// query holds once the loop's index guard is decided; z3's default
// solver spent 23.5 million units (7 s of CPU) on it, which timed it out
// under the benchmark's wall clock (session 24).  Read by the SMT core
// first (verify/prover.py, `_holds_in_core`) it takes under 2 million, so
// it verifies within a budget of 2 million units per query (0.77 million
// in session 25; 1.74 million since session 35 solves every query on a
// copy with canonical fresh names, the same in every process:
// tvmlir/smt/budget.py).
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/gelu_erf.source.mlir" rlimit=2000000 workgroup-allocs=shared}' %S/../../Inputs/iree_codegen/gelu_erf.codegen.mlir -o %t.out.mlir | filecheck %s
//
// erf of x rather than of x / sqrt 2.
// RUN: %mutate 'math.erf %24' 'math.erf %23' < %S/../../Inputs/iree_codegen/gelu_erf.codegen.mlir > %t.erf.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/gelu_erf.source.mlir" rlimit=2000000 workgroup-allocs=shared}' %t.erf.mlir -o %t.out.mlir | filecheck %s --check-prefix=ERF
//
// An off-by-one tail: the loop stops before the last element.
// RUN: %mutate '%17 = arith.constant 8 : i32' '%17 = arith.constant 7 : i32' < %S/../../Inputs/iree_codegen/gelu_erf.codegen.mlir > %t.tail.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../../Inputs/iree_codegen/gelu_erf.source.mlir" rlimit=2000000 workgroup-allocs=shared}' %t.tail.mlir -o %t.out.mlir | filecheck %s --check-prefix=TAIL

// CHECK: note: inferred: vector.store at gelu_dispatch_0_elementwise_8_f32.mlir:34:13: @generic0 [idx0]
// CHECK: ok      value = prophecy: tv.prophesy at gelu_dispatch_0_elementwise_8_f32.mlir:34:13
// CHECK: @gelu_dispatch_0_elementwise_8_f32: verified

// ERF: FAILED {{.*}} at gelu_dispatch_0_elementwise_8_f32.mlir:{{[0-9]+}}:{{[0-9]+}}
// ERF: @gelu_dispatch_0_elementwise_8_f32: FAILED

// TAIL: FAILED  coverage: {{.*}}
// TAIL: @gelu_dispatch_0_elementwise_8_f32: FAILED
