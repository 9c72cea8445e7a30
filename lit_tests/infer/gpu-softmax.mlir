// REQUIRES: mlir-opt-19
// Softmax through mlir-opt-19's GPU pipeline with no annotations at all
// (nine kernels, temporaries reused for the max and the sum), verified
// against its linalg source: every store's claim is inferred from runs.
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %S/../Inputs/programs/softmax.mlir > %t.gpu.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{spec="%S/../Inputs/programs/softmax.mlir"}' %t.gpu.mlir -o %t.out.mlir | filecheck %s
//
// The max starts from 0.0 instead of -inf: the bare max step is checked
// against the spec's stage and fails, with an instance.
// RUN: %mutate '0xFF800000' '0.000000e+00' < %t.gpu.mlir > %t.max-init.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../Inputs/programs/softmax.mlir"}' %t.max-init.mlir -o %t.out.mlir | filecheck %s --check-prefix=INIT
//
// x - max computed as max - x: that value is no spec element, and the
// output differs on the first input; the failure is located there.
// RUN: %mutate '"arith.subf"\((%\w+), (%\w+)\)' '"arith.subf"(\2, \1)' < %t.gpu.mlir > %t.sub.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%S/../Inputs/programs/softmax.mlir"}' %t.sub.mlir -o %t.out.mlir | filecheck %s --check-prefix=SUB

// CHECK: @softmax: checking against tv.spec @softmax_spec
// CHECK: note: inferred claims from 3 runs of the spec and the code on the oracle
// CHECK: note: inferred: memref.store at {{.*}}softmax.mlir:7:15: @max_init [idx0]
// CHECK: note: inferred: memref.store at {{.*}}softmax.mlir:8:10: @max [idx0] stage [%arg{{[0-9]+}}]
// CHECK: note: inferred: memref.store at {{.*}}softmax.mlir:14:14: @shifted [idx0, idx1]
// CHECK: note: inferred: memref.store at {{.*}}softmax.mlir:17:10: @sum [idx0] stage [%arg{{[0-9]+}}]
// CHECK: note: inferred: memref.store at {{.*}}softmax.mlir:23:11: @soft [idx0, idx1]
// CHECK: ok      spec matches source: tv.spec @softmax_spec
// CHECK: ok      coverage: result 0
// CHECK: @softmax: verified

// INIT:      FAILED  value = prophecy: memref.store at {{.*}}softmax.mlir:8:10: the stored value is not the inferred spec element
// INIT-NEXT:   instance: {{.*}}expected max({{[0-9]}}) stage [0] = {{.*}}; computed 0.0
// INIT: FAILED  execution matches spec
// INIT: @softmax: FAILED (execution matches spec)

// SUB:      FAILED  execution matches spec: memref.store at {{.*}}softmax.mlir:14:14: the value {{.*}} it produced in run 0 is no element of any spec tensor; confirmed by execution: result 0 [0, 0]: spec {{.*}}, execution {{.*}}, written by memref.store at {{.*}}softmax.mlir:23:11
// SUB: @softmax: FAILED (execution matches spec)
