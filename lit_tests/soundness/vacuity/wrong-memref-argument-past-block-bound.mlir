// SOUNDNESS: wrong vacuity: a memref argument of 2^50 static elements: the 2^48-element block bound contradicted its view, and every query was vacuously verified ('source is always undefined')
// RUN: %split-pair %s %t
// RUN: %expect-exit 2 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: unsupported (func.func at {{.*}}: the facts tvmlir assumes of the inputs contradict each other

func.func @f(%m: memref<1099511627776x1024xi8>, %v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0, %c0] : memref<1099511627776x1024xi8>
  %r = memref.load %m[%c0, %c0] : memref<1099511627776x1024xi8>
  return %r : i8
}

// ----- target

func.func @f(%m: memref<1099511627776x1024xi8>, %v: i8) -> i8 {
  %one = arith.constant 1 : i8
  %r = arith.addi %v, %one : i8
  return %r : i8
}
