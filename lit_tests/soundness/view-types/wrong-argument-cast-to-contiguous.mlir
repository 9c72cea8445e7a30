// SOUNDNESS: wrong view-types: the lowered loop reads the strided argument through memref.cast to a contiguous memref<8xf32> (the compiled code reads with stride 1 what the caller may pass with stride 2): verified before (verify{source=})
// REQUIRES: mlir-opt-19, tv-plugin
// `--verify` reads an argument by element whatever its layout, so it
// cannot check the layout a cast to a static one asserts: unsupported.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/negate_evens.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)' --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope %t.ann.mlir > %t.low.mlir
// RUN: %mutate '(    %\d+ = "memref.alloc")' '    %contiguous = "memref.cast"(%arg0) : (memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32>\n\1' < %t.low.mlir | %mutate '"memref.load"\(%arg0, (%\d+)\) <\{nontemporal = false\}> : \(memref<8xf32, strided<\[\?\], offset: \?>>, index\)' '"memref.load"(%contiguous, \1) <{nontemporal = false}> : (memref<8xf32>, index)' > %t.bad.mlir
// RUN: %expect-exit 2 -- tv-opt -p 'verify{source="%S/../Inputs/negate_evens.mlir"}' %t.bad.mlir -o %t.out | filecheck %s

// CHECK: unsupported: memref.cast at {{.*}}: memref.cast of argument {{.*}} to the static layout of memref<8xf32>: the compiled code assumes a caller's layout the argument's type does not promise
// CHECK: @negate_evens: unsupported (memref.cast at
