// REQUIRES: mlir-opt-19
// A lowered op carrying a fast-math license (contract, afn, reassoc, arcp)
// that the spec's op lacks: later passes may then change its result (fuse
// a * b + c into an fma, approximate, reassociate), so the lowered code no
// longer refines the spec, though its value today is the same.  The
// report names the op and the flag (design-notes section 8, "Fast-math").
// Mutated after tvmlir's --lower and after mlir-opt-19; `fast` on the
// multiply means every flag.
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %S/../Inputs/programs/fused_elementwise.mlir | %mutate '("arith.addf"\([^)]*\) <\{fastmath = #arith.fastmath<)none>' '\1contract>' > %t.ours.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.ours.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.ours.mlir | filecheck %s
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/fused_elementwise.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %mutate '("arith.addf"\([^)]*\) <\{fastmath = #arith.fastmath<)none>' '\1contract>' < %t.up.mlir > %t.up.bad.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.up.bad.mlir | filecheck %s
// RUN: %mutate '("arith.mulf"\([^)]*\) <\{fastmath = #arith.fastmath<)none>' '\1fast>' < %t.up.mlir > %t.up.fast.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.up.fast.mlir | filecheck %s --check-prefix=FAST

// MUT: "arith.addf"{{.*}}fastmath<contract>

// CHECK:      ok      value = prophecy: tv.prophesy at {{.*}}fused_elementwise.mlir:11:5
// CHECK-NEXT: FAILED  fast-math licensed: tv.prophesy at {{.*}}fused_elementwise.mlir:11:5: arith.addf at {{.*}}fused_elementwise.mlir:10:10 carries fastmath<contract>, which @fma's arith.addf in the spec does not: it licenses later passes to change the result
// CHECK:      @fused_elementwise: FAILED (fast-math licensed)

// `fast` includes nsz, which the semantics models (a zero of either sign):
// the value already fails there, and the verdict names the more basic one.
// FAST:       FAILED  value = prophecy: tv.prophesy at {{.*}}fused_elementwise.mlir:11:5
// FAST:       FAILED  fast-math licensed: tv.prophesy at {{.*}}fused_elementwise.mlir:11:5: arith.mulf at {{.*}}fused_elementwise.mlir:9:10 carries fastmath<afn,arcp,contract,reassoc>, which @fma's arith.mulf in the spec does not
// FAST:       @fused_elementwise: FAILED (value = prophecy)
