// An elementwise select names the type of its i1 tensor condition.
// RUN: tv-opt %s | filecheck %s
func.func @f(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>, %s: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %x = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32>
  %y = arith.select %s, %a, %b : tensor<4xf32>
  return %x, %y : tensor<4xf32>, tensor<4xf32>
}
// CHECK: %x = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: %y = arith.select %s, %a, %b : tensor<4xf32>
