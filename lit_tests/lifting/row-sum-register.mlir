// A row sum whose running sum is an scf.for iter_arg (a register), stored
// once after the loop: the yielded value gets the prophecy S_lifted[i]
// stage [j] (tvmlir/verify/carried.py proves the loop from it), the store
// after the loop the final element S_lifted[i]; proved for all sizes,
// including rows of length 0 (the store then writes the init).
// RUN: %expect-exit 0 -- tv-lift --show-annotated %S/Inputs/row-sum-register.mlir > %t.out
// RUN: filecheck %s < %t.out
// Negative (off by one): the sum starts at column 1; no formula matches.
// RUN: %mutate 'scf[.]for %j = %c0' 'scf.for %j = %c1' < %S/Inputs/row-sum-register.mlir > %t.from1.mlir
// RUN: %expect-exit 1 -- tv-lift %t.from1.mlir > %t.from1.out
// RUN: filecheck %s --check-prefix=FROM1 < %t.from1.out

// CHECK:      %S_lifted = linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK:      tv.prophesy %{{.*}} for @row_sum_register_spec::@S_lifted [%{{.*}}] stage [%{{.*}}] : f32
// CHECK-NEXT: scf.yield
// CHECK:      tv.prophesy %{{.*}} for @row_sum_register_spec::@S_lifted [%{{.*}}] : f32
// CHECK-NEXT: memref.store
// CHECK:      ok      value = prophecy: tv.prophesy at {{.*}}row-sum-register.mlir:13:7
// CHECK:      ok      value = prophecy: tv.prophesy at {{.*}}row-sum-register.mlir:15:5
// CHECK:      ok      final value: result 0 (%S = @S_lifted)
// CHECK:      @row_sum_register: verified
// CHECK:      @row_sum_register: proved: S[i] = sum_k(0.0; X[i,k])

// FROM1-NOT:  proved
// FROM1:      @row_sum_register: no formula found (searched {{[0-9]+}} candidates)
