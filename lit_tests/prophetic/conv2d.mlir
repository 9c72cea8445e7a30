// REQUIRES: mlir-opt-19
// 2-D NHWC convolution, three reduction dims (a lexicographic stage).
// Upstream: the batch dim has size 1 and tile 2, a partial tile that
// convert-parallel-loops-to-gpu does not map, so its output stays
// scf.parallel; tvmlir maps it to a guarded launch.
// Through tvmlir's --lower (OURS) and the real mlir-opt-19 GPU pipeline of
// DESIGN.md section 8 (UP, annotated first, locations kept with debuginfo).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %S/../Inputs/programs/conv2d.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/conv2d.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o /dev/null | filecheck %s --check-prefixes=CHECK,UP

// Its value obligations observe more abstract values (about 130) than the
// provisional width holds (124 at 9 bits): the function is encoded again
// at 10 bits, and only that run's report is printed.
// CHECK: note: fp=abstract: floats are 10-bit abstract values, room for 252 per query (the largest query can observe {{1[2-9][0-9]}})
// CHECK: ok      read in bounds: memref.load at {{.*}}conv2d.mlir:3:8
// CHECK: ok      value = prophecy: tv.prophesy at {{.*}}conv2d.mlir:3:8
// OURS:  ok      no read-write race: gpu.launch_func at {{.*}}conv2d.mlir:3:8: blocks
// UP:    ok      no read-write race: scf.parallel at {{.*}}conv2d.mlir:3:8: parallel iterations
// CHECK: ok      final value: result 0 ({{.*}} = @y)
// CHECK: @conv2d: verified
