// SOUNDNESS: right vacuity: a memref argument of 2^40 static elements (within the block bound): store then load forwarded
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check  %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK-NOT: always undefined

func.func @f(%m: memref<1099511627776xi8>, %v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<1099511627776xi8>
  %r = memref.load %m[%c0] : memref<1099511627776xi8>
  return %r : i8
}

// ----- target

func.func @f(%m: memref<1099511627776xi8>, %v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<1099511627776xi8>
  return %v : i8
}
