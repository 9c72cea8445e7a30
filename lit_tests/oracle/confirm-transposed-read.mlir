// REQUIRES: mlir-opt-19
// `--confirm` reruns a --verify failure: the matmul that reads B[j, k]
// instead of B[k, j] (the second load's indices swapped), after tvmlir's
// --lower (OURS) and after the real mlir-opt-19 pipeline (UP).  The
// failure is confirmed by execution, with the element, both values and
// the input's seed; the verdict line stays last.
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul_square.mlir | %mutate --nth 2 '"memref.load"\((%\w+), (%\w+), (%\w+)\)' '"memref.load"(\1, \3, \2)' > %t.ours.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --confirm %t.ours.mlir | filecheck %s
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul_square.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo | %mutate --nth 2 '"memref.load"\((%\w+), (%\w+), (%\w+)\)' '"memref.load"(\1, \3, \2)' > %t.up.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --confirm %t.up.mlir | filecheck %s
// Without verification, the oracle alone finds it too (exit 1):
// RUN: %expect-exit 1 --empty-stdout -- tv-opt -p 'confirm{verify=false runs=4}' %t.ours.mlir | filecheck %s --check-prefix=RUN-ONLY

// CHECK:      FAILED  value = prophecy: memref.store at {{.*}}matmul_square.mlir:4:9
// CHECK:      confirm: confirmed by execution: result 0 [{{[0-9]+}}, {{[0-9]+}}]: spec {{[^,]+}}, execution {{.*}} (input: seed 0, run {{[0-9]+}})
// CHECK-NEXT: @matmul_square: FAILED (value = prophecy)

// RUN-ONLY: @matmul_square: confirm: mismatch (run {{[0-9]+}}): result 0 [{{[0-9]+}}, {{[0-9]+}}]: spec
