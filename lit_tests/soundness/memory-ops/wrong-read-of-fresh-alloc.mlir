// SOUNDNESS: wrong memory-ops: a load from a fresh memref.alloc instead of the argument
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)

func.func @f(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xf32>
  return %x : f32
}

// ----- target

func.func @f(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  %x = memref.load %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %x : f32
}
