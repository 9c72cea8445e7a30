// REQUIRES: mlir-opt-19
// Loop bound off by one: the reduction loop of the matmul runs k <= 16
// (the bound 16, a kernel operand, becomes 17), so the last iteration reads
// A[i, 16] and B[16, j], outside the 8x16 and 16x4 buffers.
// The mutation is applied to the output of tvmlir's --lower (OURS) and of
// the real mlir-opt-19 pipeline (UP); FileCheck on the mutated text (MUT)
// pins that it changed what it should.
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul.mlir | %mutate 'value = 16 : index' 'value = 17 : index' > %t.ours.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.ours.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.ours.mlir | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo | %mutate 'value = 16 : index' 'value = 17 : index' > %t.up.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.up.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.up.mlir | filecheck %s --check-prefixes=CHECK,UP

// MUT:     "arith.constant"() <{value = 17 : index}>
// MUT-NOT: value = 16 : index

// CHECK:      FAILED  read in bounds: memref.load at {{.*}}matmul.mlir:3:9: reads %{{.*}} outside memref<8x16xf32
// OURS-NEXT:    instance: {{.*}}iv@3:9=16, cell %A[{{[0-7]}}, 16]
// UP-NEXT:      instance: {{.*}}=16, cell %{{.*}}[{{[0-7]}}, 16]
// CHECK:      FAILED  read in bounds: memref.load at {{.*}}matmul.mlir:3:9: reads %{{.*}} outside memref<16x4xf32
// CHECK:      @matmul: FAILED (read in bounds)
