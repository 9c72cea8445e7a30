// SOUNDNESS: wrong memory-lifetime: tv-check of mlir-opt-19 --promote-buffers-to-stack keeps returned buffers on the heap; here the first branch's returned buffer is turned into a memref.alloca (it dangles once the function returns), on one way of an scf.if only
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --promote-buffers-to-stack %s > %t.mlir
// RUN: %mutate --nth 1 'memref.alloc\(\)' 'memref.alloca()' < %t.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s

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

// CHECK: @select_buffer: FAILED (return value mismatch)
// CHECK: %c = -1
// CHECK: returned value #0: the target returns `memref.alloca` memory, which dangles once it returns
