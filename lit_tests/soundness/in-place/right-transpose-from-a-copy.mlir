// SOUNDNESS: right in-place: the transpose reads a fresh copy of x (memref.copy into an alloc) and writes the destination
// REQUIRES: mlir-opt-19, tv-plugin
// What bufferization does when it must not write in place: copy first.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %S/../Inputs/transpose4.mlir > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize,cse)' %t.ann.mlir | %mutate '(%c1 = arith.constant 1 : index)' '\1\n    %%tmp = memref.alloc() : memref<4x4xf32>\n    memref.copy %arg0, %%tmp : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32>' | %mutate 'memref.load %arg0\[%arg3, %arg2\] : memref<4x4xf32, strided<\[\?, \?\], offset: \?>>' 'memref.load %%tmp[%arg3, %arg2] : memref<4x4xf32>' | %mutate '(    return %arg1)' '    memref.dealloc %%tmp : memref<4x4xf32>\n\1' > %t.mlir
// RUN: filecheck %s --check-prefix=EXP < %t.mlir
// RUN: %expect-exit 0 -- tv-opt -p 'verify{source=%S/../Inputs/transpose4.mlir}' %t.mlir -o %t.out.mlir | filecheck %s
// EXP: memref.copy %arg0, %tmp
// EXP: memref.load %tmp[%arg3, %arg2]
// CHECK: @transpose: verified
