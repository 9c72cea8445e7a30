// MLIR accepts the cmpf/cmpi predicate as a string literal; tvmlir reads it
// (and prints the keyword form), for scalars and tensors.
// RUN: tv-opt %s | filecheck %s
func.func @f(%a: f32, %t: tensor<2xf32>, %i: i32) -> (i1, tensor<2xi1>, i1) {
  %x = arith.cmpf "oeq", %a, %a : f32
  %y = arith.cmpf "ult", %t, %t : tensor<2xf32>
  %z = arith.cmpi "sle", %i, %i : i32
  return %x, %y, %z : i1, tensor<2xi1>, i1
}
// CHECK: %x = arith.cmpf oeq, %a, %a : f32
// CHECK-NEXT: %y = arith.cmpf ult, %t, %t : tensor<2xf32>
// CHECK-NEXT: %z = arith.cmpi sle, %i, %i : i32
