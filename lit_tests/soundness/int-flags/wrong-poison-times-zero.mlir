// SOUNDNESS: wrong int-flags: a defined spec value computed from a poison element (t * 0 instead of 0)
// REQUIRES: mlir-opt-19
// The spec's r = select(false, t, 0) is 0 even where t = a + b (nsw) is
// poison; the mutant computes t * 0, poison where t is: the loaded cell
// carries the poison of the spec element it holds.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/select_poison.mlir > %t.ann.mlir
// RUN: %mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops))' --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.low.mlir
// RUN: %mutate '%4 = "tv.prophesy"\(%0, %arg3\)' '%%ld = "memref.load"(%%arg2, %%arg3) <{nontemporal = false}> : (memref<4xi32, strided<[?], offset: ?>>, index) -> i32\n      %%mz = "arith.muli"(%%ld, %%0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n      %%4 = "tv.prophesy"(%%mz, %%arg3)' < %t.low.mlir > %t.mul.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mul.mlir | filecheck %s

// CHECK: FAILED  value = prophecy: tv.prophesy at {{.*}}: the stored value is not the prophesied spec element
// CHECK-NEXT: instance: {{.*}}expected r({{[0-9]}}) = 0; computed 0; (poison, which is undefined behaviour where it is stored)
// CHECK: @sel: FAILED (value = prophecy)
