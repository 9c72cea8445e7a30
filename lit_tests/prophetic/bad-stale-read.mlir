// REQUIRES: mlir-opt-19
// Stale read: the launch of the fill kernel (the first launch) is deleted,
// so the max kernel reads its fresh accumulator buffer before anything was
// written to it.
// The mutation is applied to the output of tvmlir's --lower (OURS) and of
// the real mlir-opt-19 pipeline (UP); FileCheck on the mutated text (MUT)
// pins that it changed what it should.
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %S/../Inputs/programs/row_max.mlir | %mutate '^ *"gpu.launch_func".*\n' '' > %t.ours.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.ours.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.ours.mlir | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/row_max.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo | %mutate '^ *"gpu.launch_func".*\n' '' > %t.up.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.up.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.up.mlir | filecheck %s --check-prefixes=CHECK,UP

// MUT-COUNT-1: "gpu.launch_func"
// MUT-NOT:     "gpu.launch_func"

// CHECK:      FAILED  read defined: memref.load at {{.*}}row_max.mlir:6:8: reads memref.alloc@{{.*}}row_max.mlir:4:8 where no input or earlier write defines it
// CHECK-NEXT:   instance: {{.*}}cell memref.alloc@{{.*}}row_max.mlir:4:8[{{[0-7]}}]
// CHECK:      @row_max: FAILED (read defined)
