// REQUIRES: mlir-opt-19
// Missing guard on the last tile: matmul 8x16x4 with tiles 3x5, which do
// not divide the shape.  tvmlir's kernel guards its threads with scf.if
// (i < min(3, 8 - i0)), whose condition the mutation replaces by `true`;
// upstream's tiles stay scf.parallel bounded by minsi(8 - i0, 3), which the
// mutation replaces by the full tile extent (maxsi(3, 3)).  Either way the
// last row tile (rows 6, 7, 8) writes row 8 of the 8-row result (and in
// tvmlir's kernel the 5-wide column tile writes column 4 of 4).
// The mutation is applied to the output of tvmlir's --lower (OURS) and of
// the real mlir-opt-19 pipeline (UP); FileCheck on the mutated text (MUT)
// pins that it changed what it should.
// RUN: tv-opt -p 'annotate,lower{tile-sizes=3,5}' --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul.mlir | %mutate '^( *)"scf.if"\((%\w+)\)' '\1%no_guard = "arith.constant"() <{value = true}> : () -> i1\n\1"scf.if"(%no_guard)' > %t.ours.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.ours.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.ours.mlir | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/matmul.mlir | %mlir-gpu-pipeline-tiles 3,5 --mlir-print-debuginfo | %mutate --all '"arith.minsi"\((%\w+), (%\w+)\)' '"arith.maxsi"(\2, \2)' > %t.up.mlir
// RUN: filecheck %s --check-prefix=UPMUT < %t.up.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.up.mlir | filecheck %s --check-prefixes=CHECK,UP

// MUT:        %no_guard = "arith.constant"() <{value = true}> : () -> i1
// MUT-NEXT:   "scf.if"(%no_guard)
// UPMUT:      "arith.maxsi"(%[[T:[0-9a-z_]+]], %[[T]])
// UPMUT-NOT:  arith.minsi

// CHECK:      FAILED  write in bounds: memref.store at {{.*}}matmul.mlir:3:9: writes %{{.*}} outside memref<8x4xf32
// CHECK-NEXT:   instance: {{.*}}cell %{{.*}}[{{8, [0-3]|[0-7], 4}}]
// CHECK:      @matmul: FAILED (write in bounds)
