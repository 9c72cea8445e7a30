// REQUIRES: mlir-opt-19
// Missing store: the store of the add kernel (the last store) is deleted,
// so the result %C keeps its initial content where the spec has A + b.
// The mutation is applied to the output of tvmlir's --lower (OURS) and of
// the real mlir-opt-19 pipeline (UP); FileCheck on the mutated text (MUT)
// pins that it changed what it should.
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %S/../Inputs/programs/add_broadcast.mlir | %mutate --nth -1 '^ *"memref.store".*\n' '' > %t.ours.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.ours.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.ours.mlir | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/add_broadcast.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo | %mutate --nth -1 '^ *"memref.store".*\n' '' > %t.up.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.up.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.up.mlir | filecheck %s --check-prefixes=CHECK,UP

// MUT-COUNT-1: "memref.store"
// MUT-NOT:     "memref.store"

// CHECK:      ok      value = prophecy: tv.prophesy at {{.*}}add_broadcast.mlir:5:10
// CHECK:      FAILED  coverage: result 0 ({{.*}} = @sum) of func.return at {{.*}}add_broadcast.mlir:6:3: cells never written keep their initial value, which is not the spec's
// CHECK-NEXT:   instance: cell %{{.*}}[[[I:[0-7]]], [[J:[0-9]+]]]; expected sum([[I]], [[J]]) = {{.*}}; computed C([[I]], [[J]]) = {{.*}}
// CHECK:      @add_broadcast: FAILED (coverage)
