// Negatives: Triton's vector add mutated in its TTIR must not be proved.
// A mask `offs <= n` (cmpi sle) lets the last lane read X[n]: the kernel
// fails on the oracle, no formula:
// RUN: %mutate 'arith.cmpi slt' 'arith.cmpi sle' < %S/../../../benchmarks/lifting/triton/vector_add.ttir > %t.sle.ttir
// RUN: %expect-exit 1 -- tv-lift %t.sle.ttir 2>&1 | filecheck %s --check-prefix=SLE
// Loading X at offs + 1 (the first addptr takes the offset of a range shifted by one):
// RUN: %mutate '%8 = tt.addptr %7, %4' '%one = arith.constant dense<1> : tensor<16xi32>\n    %offa = arith.addi %4, %one : tensor<16xi32>\n    %8 = tt.addptr %7, %offa' < %S/../../../benchmarks/lifting/triton/vector_add.ttir > %t.plus1.ttir
// RUN: %expect-exit 1 -- tv-lift %t.plus1.ttir 2>&1 | filecheck %s --check-prefix=PLUS1
// The same shift under a mask shifted too (offs + 1 < n): in bounds, but a
// different formula (and lane n-1 of O is never written):
// RUN: %mutate '%8 = tt.addptr %7, %4' '%one = arith.constant dense<1> : tensor<16xi32>\n    %offa = arith.addi %4, %one : tensor<16xi32>\n    %8 = tt.addptr %7, %offa' < %S/../../../benchmarks/lifting/triton/vector_add.ttir | %mutate '%6 = arith.cmpi slt, %4, %5' '%one0 = arith.constant dense<1> : tensor<16xi32>\n    %offb = arith.addi %4, %one0 : tensor<16xi32>\n    %6 = arith.cmpi slt, %offb, %5' > %t.both.ttir
// RUN: %expect-exit 1 -- tv-lift %t.both.ttir 2>&1 | filecheck %s --check-prefix=BOTH
// Both loads unmasked (the store still masked): the last block's loads run
// out of bounds on masked-off lanes, as they would in Triton; the
// translation keeps them before the store's scf.if, so this is seen:
// RUN: %mutate 'tt.load %8, %6 :' 'tt.load %8 :' < %S/../../../benchmarks/lifting/triton/vector_add.ttir | %mutate 'tt.load %11, %6 :' 'tt.load %11 :' > %t.unmasked.ttir
// RUN: %expect-exit 1 -- tv-lift %t.unmasked.ttir 2>&1 | filecheck %s --check-prefix=UNMASKED

// UNMASKED-NOT: proved
// UNMASKED: @vector_add: no formula found (the kernel fails when run: undefined behaviour: index [3] out of bounds of X [3] at memref.load at {{.*}}unmasked.ttir.kernel:{{[0-9]+}}:{{[0-9]+}})

// SLE-NOT: proved
// SLE: @vector_add: no formula found (the kernel fails when run: undefined behaviour: index [3] out of bounds of X [3] at memref.load at {{.*}}sle.ttir.kernel:{{[0-9]+}}:{{[0-9]+}})

// PLUS1-NOT: proved
// PLUS1: @vector_add: no formula found (the kernel fails when run: undefined behaviour: index [3] out of bounds of X [3] at memref.load at {{.*}}plus1.ttir.kernel:{{[0-9]+}}:{{[0-9]+}})

// BOTH-NOT: @vector_add: proved
// BOTH: @vector_add: no formula found (searched {{[0-9]+}} candidates)
