// REQUIRES: mlir-opt-19
// Two reductions share one zero-filled init (layernorm's mean and variance
// do): one-shot-bufferize gives the second its own buffer and fills it with
// a memref.copy of the first.  The copy writes the symbolic content of
// every source cell (design-notes section 8, "Copies").
// RUN: tv-opt --annotate --print-tv-generic --print-debuginfo %S/../../Inputs/programs/two_reductions_shared_init.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.low.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.low.mlir -o %t.out | filecheck %s --check-prefix=OK
//
// Mutant: the copy dropped: the second reduction starts from an
// uninitialized buffer.
// RUN: %mutate '^\s*"memref.copy".*$' '' < %t.low.mlir > %t.nocopy.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.nocopy.mlir | filecheck %s --check-prefix=NOCOPY
//
// Mutant: the copy made after the first reduction ran (launches reordered):
// the row sums start from the sums of squares instead of zeros.
// RUN: %mutate '(^\s*"memref.copy".*\n)(^\s*"gpu.launch_func".*\n)(^\s*"gpu.launch_func".*\n)' '\3\1\2' < %t.low.mlir > %t.late.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.late.mlir | filecheck %s --check-prefix=LATE
//
// Mutant: the copy reversed (from the uninitialized buffer).
// RUN: %mutate '"memref.copy"\((%\d+), (%\d+)\)' '"memref.copy"(\2, \1)' < %t.low.mlir > %t.reversed.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.reversed.mlir | filecheck %s --check-prefix=REVERSED

// SHAPE: "gpu.launch_func"
// SHAPE: "memref.copy"
// SHAPE: "gpu.launch_func"
// SHAPE: "gpu.launch_func"

// OK-NOT: FAILED
// OK: ok      write in bounds: memref.copy at {{.*}}two_reductions_shared_init.mlir:6:8
// OK: ok      read defined: memref.copy at {{.*}}two_reductions_shared_init.mlir:6:8
// OK: ok      final value: result 0
// OK: ok      final value: result 1
// OK: @two_reductions: verified

// NOCOPY: FAILED  read defined: memref.load at {{.*}}two_reductions_shared_init.mlir:{{[0-9]+}}:{{[0-9]+}}: reads memref.alloc@{{.*}} where no input or earlier write defines it
// NOCOPY: @two_reductions: FAILED (read defined)

// LATE-NOT: FAILED  read defined
// LATE: FAILED  value = prophecy: memref.store at {{.*}}two_reductions_shared_init.mlir:{{[0-9]+}}:8: the stored value is not the inferred spec element
// LATE: @two_reductions: FAILED (value = prophecy)

// REVERSED: FAILED  read defined: memref.copy at {{.*}}two_reductions_shared_init.mlir:6:8: copies {{.*}} where no input or earlier write defines it
// REVERSED: @two_reductions: FAILED (read defined)
