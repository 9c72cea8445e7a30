// SOUNDNESS: wrong print-events: a vector.print of a loaded value moved after the store that overwrites the cell
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (the target does not perform the source's events

func.func @f(%x: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi32>
  vector.print %v : i32
  memref.store %x, %m[%c0] : memref<4xi32>
  return
}

// ----- target

func.func @f(%x: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  memref.store %x, %m[%c0] : memref<4xi32>
  %v = memref.load %m[%c0] : memref<4xi32>
  vector.print %v : i32
  return
}
