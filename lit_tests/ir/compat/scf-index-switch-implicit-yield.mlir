// scf.index_switch without results as mlir-opt-19 prints it: the regions'
// scf.yield is implicit (SingleBlockImplicitTerminator); it was bad input
// (attack round 12).
// RUN: tv-opt %s | filecheck %s
// CHECK: scf.index_switch
// CHECK: case 60 {
// CHECK-NEXT: scf.yield
// CHECK: default {
// CHECK-NEXT: memref.store
// CHECK-NEXT: scf.yield

func.func @f(%m: memref<?xi32>, %i: index, %x: i32) {
  scf.index_switch %i
  case 60 {
  }
  default {
    memref.store %x, %m[%i] : memref<?xi32>
  }
  return
}
