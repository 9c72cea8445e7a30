// A row sum whose loop runs backwards: its outputs match sum_k X[i,k] up
// to rounding, so the formula is found, but no stored partial sum is a
// stage of the spec's (forward) reduction, so no prophecy fits and nothing
// is claimed proved (--verify treats reordered reductions as mismatches).
// RUN: %expect-exit 1 -- tv-lift %S/Inputs/row-sum-reversed.mlir > %t.out
// RUN: filecheck %s < %t.out

// CHECK-NOT: @row_sum: proved
// CHECK: @row_sum: lifted (unproved: a value stored by {{.*}}row-sum-reversed.mlir:17:7 is no partial reduction of the lifted formula): S[i] = sum_k(0.0; X[i,k])
