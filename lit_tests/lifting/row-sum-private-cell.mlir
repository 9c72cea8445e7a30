// A row sum accumulating in a per-thread memref.alloca cell (the inverse
// of mem2reg): the cell is a temporary written by an init store and an
// accumulating store, read as a reduction stage S_s0; the init store gets
// S_s0_init[i], the accumulating store S_s0[i] stage [j] (i read off the
// load X[%i, %j]); proved for all sizes.
// RUN: %expect-exit 0 -- tv-lift --show-annotated %S/Inputs/row-sum-private-cell.mlir > %t.out
// RUN: filecheck %s < %t.out
// Negative: the sum starts at column 1; no formula matches.
// RUN: %mutate 'scf[.]for %j = %c0' 'scf.for %j = %c1' < %S/Inputs/row-sum-private-cell.mlir > %t.from1.mlir
// RUN: %expect-exit 1 -- tv-lift %t.from1.mlir > %t.from1.out
// RUN: filecheck %s --check-prefix=FROM1 < %t.from1.out
// The verified module with the cell's prophecies taken out: --verify must
// report the two stores unannotated (it raised an internal error before:
// the opaque value of a store into a per-thread allocation was declared
// without the thread ids the storage adds).
// RUN: sed -n '/^builtin.module/,/^}$/p' %t.out | %mutate --all 'tv[.]prophesy (%[zb]) for @row_sum_cell_spec::@S_s0[_a-z]* \[%i\][^:]*: f32' 'arith.maximumf \1, \1 : f32' > %t.bare.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.bare.mlir -o %t.bare.opt > %t.bare.out
// RUN: filecheck %s --check-prefix=BARE < %t.bare.out

// CHECK:      %S_s0_init = linalg.fill
// CHECK:      %S_s0 = linalg.generic
// CHECK:      tv.prophesy %z for @row_sum_cell_spec::@S_s0_init [%i] : f32
// CHECK-NEXT: memref.store %{{.*}}, %cell[] : memref<f32>
// CHECK:      tv.prophesy %b for @row_sum_cell_spec::@S_s0 [%i] stage [%j] : f32
// CHECK-NEXT: memref.store %{{.*}}, %cell[] : memref<f32>
// CHECK:      @row_sum_cell: verified
// CHECK:      @row_sum_cell: proved: S_s0[i] = sum_k(0.0; X[i,k]); S[i] = S_s0[i]

// FROM1-NOT:  : proved
// FROM1:      @row_sum_cell: no formula found (searched {{[0-9]+}} candidates)

// BARE:       undecided missing annotation: memref.store at {{.*}}: the stored value has no tv.prophesy
// BARE:       undecided missing annotation: memref.store at {{.*}}: the stored value has no tv.prophesy
// BARE-NOT:   internal error
// BARE:       @row_sum_cell: unsupported (annotation lost at memref.store at {{.*}})
