// REQUIRES: heavy
// Lifting soundness, a kernel once proved with a wrong formula: Triton's blocked matmul storing C with A's row stride (stride_am for stride_cm) was proved O = X Y for all sizes, although right only when K = N
// Each pointer's "contiguous" assumption was printed alone (argument 6 =
// dim(X, 1), argument 6 = dim(O, 1)); together they equate K and N, which
// no line said.  The translation now stores nothing unless the shared
// stride's values agree, so the proof fails where they do not.
// RUN: %mutate '%34 = tt.splat %arg10' '%34 = tt.splat %arg6' < %S/../../../benchmarks/lifting/triton/matmul.ttir > %t.ttir
// RUN: %expect-exit 1 -- tv-lift --timeout 600000 %t.ttir 2>&1 | filecheck %s
// A stride both innermost (1) for X and outer for Y (B's row stride used as
// A's row stride) is refused: both layouts exist only for extents of 1.
// RUN: %mutate '%10 = tt.splat %arg6' '%10 = tt.splat %arg8' < %S/../../../benchmarks/lifting/triton/matmul.ttir > %t.unit.ttir
// RUN: %expect-exit 2 -- tv-lift --timeout 600000 %t.unit.ttir 2>&1 | filecheck %s --check-prefix=UNIT

// CHECK: assumption: argument 6 strides several pointers: the kernel is translated to store nothing unless dim(%X, 1) = dim(%O, 1)
// CHECK-NOT: proved
// CHECK: FAILED  coverage:
// CHECK: @matmul: lifted (unproved: --verify: FAILED (coverage)): O[i,j] = sum_k(0.0; X[i,k] * Y[k,j])

// UNIT-NOT: proved
// UNIT: @matmul: unsupported (Triton kernel: argument 8 is both an innermost (unit) stride and an outer stride (1 = dim(%Y, 1)): contiguous layouts of both exist only for extents of 1)
