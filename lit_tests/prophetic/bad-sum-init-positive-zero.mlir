// REQUIRES: mlir-opt-19
// Reduction init +0.0 where the spec starts from -0.0, under fp=ieee: the
// fill kernel stores +0.0, and the spec's init element is -0.0 (a row of
// -0.0s sums to -0.0 from -0.0, to +0.0 from +0.0).  The abstract model
// (the default) rejects it the same way: +-0 have fixed, distinct codes.
// The mutation is applied to the output of tvmlir's --lower (OURS) and of
// the real mlir-opt-19 pipeline (UP); FileCheck on the mutated text (MUT)
// pins that it changed what it should.
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %S/../Inputs/programs/row_sum_negzero.mlir | %mutate 'value = -0.000000e\+00 : f32' 'value = 0.000000e+00 : f32' > %t.ours.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.ours.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{fp=ieee}' %t.ours.mlir | filecheck %s --check-prefixes=CHECK,OURS
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.ours.mlir | filecheck %s --check-prefixes=CHECK,ABS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/row_sum_negzero.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo | %mutate 'value = -0.000000e\+00 : f32' 'value = 0.000000e+00 : f32' > %t.up.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.up.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'verify{fp=ieee}' %t.up.mlir | filecheck %s --check-prefixes=CHECK,UP

// MUT:     "arith.constant"() <{value = 0.000000e+00 : f32}>
// MUT-NOT: value = -0.000000e+00 : f32

// ABS:        note: fp=abstract
// CHECK:      FAILED  value = prophecy: tv.prophesy at {{.*}}row_sum_negzero.mlir:6:11: the stored value is not the prophesied spec element
// CHECK-NEXT:   instance: {{.*}}; expected init({{[0-7]}}) = -0.0; computed 0.0
// CHECK:      ok      value = prophecy: memref.store at {{.*}}row_sum_negzero.mlir:7:8: inferred @s's partial reduction
// CHECK:      @row_sum_negzero: FAILED (value = prophecy)
