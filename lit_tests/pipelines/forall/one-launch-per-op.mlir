// REQUIRES: mlir-opt-19, tv-plugin
// One gpu.launch per linalg op, as a GPU compiler makes: forall_gpu.mlir
// outlines each block-level scf.forall into a private function
// (transform.loop.outline) and maps it to a launch there; pipeline.py
// --inline-outlined inlines the kernels back (the tv plugin makes
// tv.prophesy legal to inline) and drops them.  add_broadcast is a
// broadcast (4:9) then an add (5:10) reading the broadcast's temporary:
// two launches, one after the other, both with a 4x2 grid of 4x4 blocks.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/add_broadcast.mlir > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/forall_gpu.mlir --inline-outlined=%tv-plugin %t.ann.mlir > %t.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.mlir -o %t.out | filecheck %s
//
// Mutant: the broadcast's launch gets half the grid along x (2 blocks of 4
// columns instead of 4): columns 8..15 of the temporary are never written,
// and the add reads them.
// RUN: %mutate '"gpu.launch"\((%\d+), (%\d+), (%\d+),' '"gpu.launch"(\2, \2, \3,' < %t.mlir > %t.half.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.half.mlir | filecheck %s --check-prefix=HALF
//
// Mutant: the add's launch gets half the grid: half of the result keeps C.
// RUN: %mutate --nth 2 '"gpu.launch"\((%\d+), (%\d+), (%\d+),' '"gpu.launch"(\2, \2, \3,' < %t.mlir > %t.half2.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.half2.mlir | filecheck %s --check-prefix=HALF2
//
// Without the plugin the inliner would leave the kernels as calls:
// pipeline.py refuses, in one line.
// RUN: env TVMLIR_PLUGIN=%t.missing.so %expect-exit 1 --one-line-stderr --empty-stdout -- %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/forall_gpu.mlir --inline-outlined %t.ann.mlir | filecheck %s --check-prefix=NOPLUGIN

// SHAPE:         %[[TWO:[0-9]+]] = "arith.constant"() <{value = 2 : index}>
// SHAPE-NEXT:    %[[FOUR:[0-9]+]] = "arith.constant"() <{value = 4 : index}>
// SHAPE-NEXT:    %[[ONE:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// SHAPE-COUNT-2: "gpu.launch"(%[[FOUR]], %[[TWO]], %[[ONE]], %[[FOUR]], %[[FOUR]], %[[ONE]])
// SHAPE-NOT:     "gpu.launch"
// SHAPE-NOT:     "func.call"
// SHAPE-NOT:     @kernel

// CHECK-NOT: FAILED
// CHECK:     ok      no read-write race: gpu.launch at {{.*}}add_broadcast.mlir:4:9: blocks
// CHECK:     ok      no read-write race: gpu.launch at {{.*}}add_broadcast.mlir:5:10: blocks
// CHECK:     @add_broadcast: verified

// HALF:      FAILED  read defined: memref.load at {{.*}}add_broadcast.mlir:5:10: reads {{.*}}memref.alloc@{{.*}}add_broadcast.mlir:3:8 where no input or earlier write defines it
// HALF-NEXT:   instance: {{.*}}cell memref.alloc@{{.*}}add_broadcast.mlir:3:8[{{[0-7]}}, {{8|9|1[0-5]}}]
// HALF:      @add_broadcast: FAILED (read defined)

// HALF2:      FAILED  coverage: result 0 (%arg2 = @sum) of func.return at {{.*}}add_broadcast.mlir:6:3: cells never written keep their initial value
// HALF2-NEXT:   instance: cell %arg2[{{[0-7]}}, {{8|9|1[0-5]}}]
// HALF2:      @add_broadcast: FAILED (coverage)

// NOPLUGIN: pipeline.py: --inline-outlined needs the tv dialect plugin, not found at {{.*}}.missing.so
