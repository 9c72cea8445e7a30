// SOUNDNESS: right private-functions: a private function's dead argument and result dropped, and its caller's operand with them (-remove-dead-values)
// RUN: %split-pair %s %t
// RUN: tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @p: verified
// CHECK: @main: verified

func.func private @p(%x: i32, %m: memref<i32>) -> i32 {
  %c7 = arith.constant 7 : i32
  memref.store %c7, %m[] : memref<i32>
  return %x : i32
}

func.func @main(%a: i32, %m: memref<i32>) {
  %r = call @p(%a, %m) : (i32, memref<i32>) -> i32
  return
}

// ----- target

func.func private @p(%m: memref<i32>) {
  %c7 = arith.constant 7 : i32
  memref.store %c7, %m[] : memref<i32>
  return
}

func.func @main(%a: i32, %m: memref<i32>) {
  call @p(%m) : (memref<i32>) -> ()
  return
}
