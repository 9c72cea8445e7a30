// SOUNDNESS: wrong memory-ops: memref<?xf32> cast to memref<4xf32> (undefined when the extent is not 4)
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)
// CHECK: %a = memref {{[0-9]+}} in block

func.func @f(%a: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<?xf32>
  return %x : f32
}

// ----- target

func.func @f(%a: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  %x = memref.load %b[%c0] : memref<4xf32>
  return %x : f32
}
