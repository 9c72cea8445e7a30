// SOUNDNESS: wrong copy-lowering: the copy loop loads from the output and stores into the input (tv-check)
// REQUIRES: mlir-opt-19
// Where %a is read-only memory the target writes it: undefined behaviour
// where the source (which writes only %b) is defined; where it is writable,
// %b keeps its old contents (the concrete run that confirms the failure
// places the arguments in writable blocks, so it reports that one).
// RUN: %mlir-opt --convert-linalg-to-loops %s > %t.mlir
// RUN: %mutate 'memref.load %arg0' 'memref.load %arg1' < %t.mlir | %mutate 'memref.store (%\d+), %arg1' 'memref.store \1, %arg0' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s

func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// CHECK: @copy: FAILED ({{target is undefined where the source is defined|memory mismatch}})
