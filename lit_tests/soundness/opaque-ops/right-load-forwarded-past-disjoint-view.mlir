// SOUNDNESS: right opaque-ops: a load forwarded from a store across an opaque op whose view does not contain the stored cell
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --allow-unregistered-dialect %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK: opaque ops (test.touch) are events

func.func @f(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %s = memref.subview %a[1] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 1>>
  memref.store %v, %a[%c0] : memref<4xi32>
  "test.touch"(%s) : (memref<2xi32, strided<[1], offset: 1>>) -> ()
  %y = memref.load %a[%c0] : memref<4xi32>
  return %y : i32
}

// ----- target

func.func @f(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %s = memref.subview %a[1] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 1>>
  memref.store %v, %a[%c0] : memref<4xi32>
  "test.touch"(%s) : (memref<2xi32, strided<[1], offset: 1>>) -> ()
  return %v : i32
}
