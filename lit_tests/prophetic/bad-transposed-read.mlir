// REQUIRES: mlir-opt-19
// Wrong index: the matmul reads B[j, k] instead of B[k, j] (the indices of
// its second load swapped).  The shapes are square, every access stays in
// bounds, and the error shows as a value: C@(i, j, k) is not
// C@(i, j, k-1) + A(i, k) * B(j, k).
// The mutation is applied to the output of tvmlir's --lower (OURS) and of
// the real mlir-opt-19 pipeline (UP); FileCheck on the mutated text (MUT)
// pins that it changed what it should.
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul_square.mlir | %mutate --nth 2 '"memref.load"\((%\w+), (%\w+), (%\w+)\)' '"memref.load"(\1, \3, \2)' > %t.ours.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.ours.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.ours.mlir | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul_square.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo | %mutate --nth 2 '"memref.load"\((%\w+), (%\w+), (%\w+)\)' '"memref.load"(\1, \3, \2)' > %t.up.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.up.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.up.mlir | filecheck %s --check-prefixes=CHECK,UP

// The A load is (A, i, k); the B load after it now ends with k too.
// MUT:      "memref.load"(%{{[^,]+}}, %{{[^,]+}}, %[[K:[^)]+]])
// MUT-NEXT: "memref.load"(%{{[^,]+}}, %{{[^,]+}}, %[[K]])

// CHECK-NOT:  FAILED  read in bounds
// CHECK:      FAILED  value = prophecy: memref.store at {{.*}}matmul_square.mlir:4:9: the stored value is not the inferred spec element
// CHECK-NEXT:   instance: {{.*}}; expected AB([[I:[0-7]]], [[J:[0-7]]]) stage [{{[0-7]}}] = {{.*}}; computed {{.*}}
// CHECK:      @matmul_square: FAILED (value = prophecy)
