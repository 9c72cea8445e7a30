// SOUNDNESS: wrong in-place: the transpose reads a copy of x but writes (and returns) x itself: right values, the caller's input clobbered
// REQUIRES: mlir-opt-19, tv-plugin
// x is an input of the spec, not a destination (outs): the function must
// leave it as it was (bufferization may write only a writable destination).
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/transpose4.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)' %t.ann.mlir | %mutate '(%c1 = arith.constant 1 : index)' '\1\n    %%tmp = memref.alloc() : memref<4x4xf32>\n    memref.copy %arg0, %%tmp : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32>' | %mutate 'memref.load %arg0\[%arg3, %arg2\] : memref<4x4xf32, strided<\[\?, \?\], offset: \?>>' 'memref.load %%tmp[%arg3, %arg2] : memref<4x4xf32>' | %mutate '(    return %arg1)' '    memref.dealloc %%tmp : memref<4x4xf32>\n\1' | %mutate 'memref.store %1, %arg1' 'memref.store %1, %arg0' | %mutate 'return %arg1' 'return %arg0' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{source=%S/../Inputs/transpose4.mlir}' %t.bad.mlir -o %t.out.mlir | filecheck %s
// CHECK: FAILED  input preserved
// CHECK: @transpose: FAILED
