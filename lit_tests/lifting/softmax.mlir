// REQUIRES: heavy
// Softmax with the running max and sum in registers (scf.for iter_args):
// a multi-stage formula, lifted top-down (the stored expression's loop
// results become stage tensors O_s0, O_s1 of the spec) and proved for all
// sizes; the carried values get prophecies of the stage tensors.
// RUN: %expect-exit 0 -- tv-lift --show-annotated %S/Inputs/softmax-registers.mlir > %t.out
// RUN: filecheck %s < %t.out
// The max in a per-thread cell (memref.alloca) instead of a register.
// RUN: %expect-exit 0 -- tv-lift %S/Inputs/softmax-max-cell.mlir > %t.cell.out
// RUN: filecheck %s --check-prefix=CELL < %t.cell.out
// Negative: the sum loop starts at column 1; no stage matches the trace.
// RUN: %mutate '[%]sum = scf[.]for %j = %c0' '%%sum = scf.for %j = %c1' < %S/Inputs/softmax-registers.mlir > %t.sum1.mlir
// RUN: %expect-exit 1 -- tv-lift %t.sum1.mlir > %t.sum1.out
// RUN: filecheck %s --check-prefix=SUM1 < %t.sum1.out
// Negative: the max skips column 0 (a shifted max).
// RUN: %mutate '[%]mx = scf[.]for %j = %c0' '%%mx = scf.for %j = %c1' < %S/Inputs/softmax-registers.mlir > %t.max1.mlir
// RUN: %expect-exit 1 -- tv-lift %t.max1.mlir > %t.max1.out
// RUN: filecheck %s --check-prefix=MAX1 < %t.max1.out
// Negative: divide by the max instead of the sum: lifted as that formula
// (not softmax), and not proved: the sum loop, now dead, carries a value
// no prophecy describes.
// RUN: %mutate 'arith[.]divf [%]e, [%]sum' 'arith.divf %%e, %%mx' < %S/Inputs/softmax-registers.mlir > %t.divmax.mlir
// RUN: %expect-exit 1 -- tv-lift %t.divmax.mlir > %t.divmax.out
// RUN: filecheck %s --check-prefix=DIVMAX < %t.divmax.out

// CHECK:      %O_s0_init = linalg.fill
// CHECK:      %O_s0 = linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK:      arith.maximumf
// CHECK:      %O_s1_init = linalg.fill
// CHECK:      %O_s1 = linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK:      %O_lifted = linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel"]
// CHECK:      tv.prophesy %{{.*}} for @softmax_spec::@O_s0 [%{{.*}}] stage [%{{.*}}] : f32
// CHECK-NEXT: scf.yield
// CHECK:      tv.prophesy %{{.*}} for @softmax_spec::@O_s1 [%{{.*}}] stage [%{{.*}}] : f32
// CHECK-NEXT: scf.yield
// CHECK:      tv.prophesy %{{.*}} for @softmax_spec::@O_lifted [%{{.*}}, %{{.*}}] : f32
// CHECK-NEXT: memref.store
// CHECK:      ok      value = prophecy: tv.prophesy at {{.*}}softmax-registers.mlir:21:9
// CHECK:      ok      value = prophecy: tv.prophesy at {{.*}}softmax-registers.mlir:28:9
// CHECK:      ok      value = prophecy: tv.prophesy at {{.*}}softmax-registers.mlir:35:9
// CHECK:      ok      final value: result 0 (%O = @O_lifted)
// CHECK:      @softmax: verified
// CHECK:      confirm: execution agrees with the spec in 8 runs
// CHECK:      @softmax: proved: O_s0[i] = max_k(-inf; X[i,k]); O_s1[i] = sum_k(0.0; exp(X[i,k] - O_s0[i])); O[i,j] = exp(X[i,j] - O_s0[i]) / O_s1[i]

// CELL:       @softmax: verified
// CELL:       @softmax: proved: O_s0[i] = max_k(-inf; X[i,k]); O_s1[i] = sum_k(0.0; exp(X[i,k] - O_s0[i])); O[i,j] = exp(X[i,j] - O_s0[i]) / O_s1[i]

// SUM1-NOT:   : proved
// SUM1:       @softmax: no formula found (searched {{[0-9]+}} candidates)

// MAX1-NOT:   : proved
// MAX1:       @softmax: no formula found (searched {{[0-9]+}} candidates)

// DIVMAX-NOT: : proved
// DIVMAX:     @softmax: lifted (unproved: --verify: unsupported (scf.for at {{.*}})): O_s0[i] = max_k(-inf; X[i,k]); O[i,j] = exp(X[i,j] - O_s0[i]) / O_s0[i]
