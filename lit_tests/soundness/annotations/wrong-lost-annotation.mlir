// SOUNDNESS: wrong annotations: a store whose prophecy a pass dropped writes the negated value
// REQUIRES: mlir-opt-19
// A lost annotation is not evidence either way: --verify says unsupported
// (annotation lost at ...), never verified; --confirm runs it and shows
// the wrong output: FAILED (confirmed by execution).
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../../Inputs/programs/transpose.mlir > %t.ann.mlir
// RUN: %mlir-gpu-pipeline --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '(%\d+) = "tv.prophesy"\((%\d+), ([^)]*)\) \{operandSegmentSizes = array<i32: 1, 2, 0>, spec = @transpose_spec::@\w+\} : \(f32, index, index\) -> f32' '\1 = "arith.negf"(\2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32' < %t.low.mlir > %t.lost.mlir
// RUN: %expect-exit 2 -- tv-opt --verify %t.lost.mlir -o %t.out | filecheck %s
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --confirm %t.lost.mlir | filecheck %s --check-prefix=CONFIRM

// CHECK: undecided missing annotation: memref.store at {{.*}}: the stored value has no tv.prophesy
// CHECK: @transpose: unsupported (annotation lost at memref.store at {{.*}})
// CONFIRM: confirm: execution: mismatch
// CONFIRM: @transpose: FAILED (confirmed by execution)
