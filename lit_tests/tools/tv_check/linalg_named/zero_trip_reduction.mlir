// REQUIRES: mlir-opt-19
// A reduction whose loop is empty (K = 0 in a matmul over memrefs, MLIR 19's
// Dialect/Linalg/generalize-named-ops.mlir forms) runs no body: it reads no
// output element, and an uninitialized output stays uninitialized.  The
// generic used to read every output element whatever the reduction's
// extent, so the generalized matmul was "undefined" at K = 0 where the named
// op is not (a false alarm; in the benchmark it hid behind a timeout,
// generalize-named-ops.mlir:283).  A non-empty reduction still reads its
// output: the generalized matmul of an accumulator left uninitialized (the
// fill moved to another buffer) is FAILED, and so is a wrong operand.
// RUN: %mlir-opt --linalg-generalize-named-ops %s > %t.gen.mlir
// RUN: tv-check %s %t.gen.mlir | filecheck %s
// RUN: %mutate 'outs\(%alloc : memref<2x3xf32>\)' 'outs(%arg2 : memref<2x3xf32>)' < %t.gen.mlir > %t.unfilled.mlir
// RUN: %expect-exit 1 -- tv-check --function filled %s %t.unfilled.mlir | filecheck --check-prefix=UNFILLED %s
// RUN: %mutate --nth -1 'arith.mulf %in, %in_0' 'arith.mulf %in, %in' < %t.gen.mlir > %t.operand.mlir
// RUN: %expect-exit 1 -- tv-check --function filled %s %t.operand.mlir | filecheck --check-prefix=OPERAND %s

// CHECK: @matmul_k0: verified
// CHECK: @filled: verified
// UNFILLED: @filled: FAILED (target is undefined where the source is defined)
// OPERAND: @filled: FAILED (memory mismatch)

func.func @matmul_k0(%A : memref<2x0xf32>, %B: memref<0x3xf32>, %C: memref<2x3xf32>) {
  linalg.matmul ins(%A, %B: memref<2x0xf32>, memref<0x3xf32>)
               outs(%C: memref<2x3xf32>)
  return
}

func.func @filled(%A : memref<2x4xf32>, %B: memref<4x3xf32>, %C: memref<2x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%zero : f32) outs(%acc : memref<2x3xf32>)
  linalg.matmul ins(%A, %B: memref<2x4xf32>, memref<4x3xf32>)
               outs(%acc: memref<2x3xf32>)
  memref.copy %acc, %C : memref<2x3xf32> to memref<2x3xf32>
  memref.dealloc %acc : memref<2x3xf32>
  return
}
