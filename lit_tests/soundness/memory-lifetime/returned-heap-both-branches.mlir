// SOUNDNESS: right memory-lifetime: tv-check of mlir-opt-19 --promote-buffers-to-stack keeps the buffers an scf.if returns on the heap (the counterpart of returned-alloca-one-branch)
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --promote-buffers-to-stack %s > %t.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.mlir | filecheck %s

func.func @select_buffer(%c: i1, %x: f32) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    %t = memref.alloc() : memref<4xf32>
    linalg.fill ins(%x : f32) outs(%t : memref<4xf32>)
    memref.copy %t, %b : memref<4xf32> to memref<4xf32>
    memref.dealloc %t : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// CHECK: @select_buffer: verified
