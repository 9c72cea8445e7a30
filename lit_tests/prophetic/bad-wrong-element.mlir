// REQUIRES: mlir-opt-19
// A store of the wrong spec element: the product kernel stores element
// (i, j) of the result into cell (j, i).  Every store is in bounds and
// carries a true prophecy, every cell is written once, but the final
// content is the transpose of the spec's.
// The mutation is applied to the output of tvmlir's --lower (OURS) and of
// the real mlir-opt-19 pipeline (UP); FileCheck on the mutated text (MUT)
// pins that it changed what it should.
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %S/../Inputs/programs/mul_broadcast.mlir | %mutate --nth -1 '"memref.store"\((%\w+), (%\w+), (%\w+), (%\w+)\)' '"memref.store"(\1, \2, \4, \3)' > %t.ours.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.ours.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.ours.mlir | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/mul_broadcast.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo | %mutate --nth -1 '"memref.store"\((%\w+), (%\w+), (%\w+), (%\w+)\)' '"memref.store"(\1, \2, \4, \3)' > %t.up.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.up.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.up.mlir | filecheck %s --check-prefixes=CHECK,UP

// MUT: "memref.store"
// MUT: "memref.store"(%{{[0-9a-zA-Z_]+}}, %{{[0-9a-zA-Z_]+}}, %[[J:[0-9a-z_]+]], %[[I:[0-9a-z_]+]])

// CHECK:      ok      value = prophecy: tv.prophesy at {{.*}}mul_broadcast.mlir:6:11
// CHECK:      FAILED  final value: result 0 ({{.*}} = @prod) of func.return at {{.*}}mul_broadcast.mlir:7:3: a cell's final value is not the spec's
// CHECK-NEXT:   instance: cell %{{.*}}[[[I:[0-7]]], [[J:[0-7]]]]; expected prod([[I]], [[J]]) = {{.*}}; computed prod([[J]], [[I]]) = {{.*}}
// CHECK:      @mul_broadcast: FAILED (final value)
