// REQUIRES: mlir-opt-19
// Poison stored: the lowered add gets the fast-math flag nnan, which makes
// its result poison where an operand or the result is NaN; the spec's add
// has no flag and yields NaN there.  Storing poison is undefined behaviour
// (design-notes section 5.1).
// The mutation is applied to the output of tvmlir's --lower (OURS) and of
// the real mlir-opt-19 pipeline (UP); FileCheck on the mutated text (MUT)
// pins that it changed what it should.
// RUN: tv-opt -p 'annotate,lower' --print-op-generic --print-debuginfo %S/../Inputs/programs/fused_elementwise.mlir | %mutate '("arith.addf"\([^)]*\) <\{fastmath = #arith.fastmath<)none>' '\1nnan>' > %t.ours.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.ours.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.ours.mlir | filecheck %s --check-prefixes=CHECK,OURS
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/programs/fused_elementwise.mlir | %mlir-gpu-pipeline --mlir-print-debuginfo | %mutate '("arith.addf"\([^)]*\) <\{fastmath = #arith.fastmath<)none>' '\1nnan>' > %t.up.mlir
// RUN: filecheck %s --check-prefix=MUT < %t.up.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.up.mlir | filecheck %s --check-prefixes=CHECK,UP

// MUT: "arith.addf"{{.*}}fastmath<nnan>

// CHECK:      FAILED  value = prophecy: tv.prophesy at {{.*}}fused_elementwise.mlir:11:5: the stored value is not the prophesied spec element
// CHECK-NEXT:   instance: {{.*}}; expected fma({{.*}}) = NaN; computed NaN; (poison, which is undefined behaviour where it is stored)
// CHECK:      @fused_elementwise: FAILED (value = prophecy)
