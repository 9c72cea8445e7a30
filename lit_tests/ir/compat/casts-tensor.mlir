// arith casts apply elementwise to tensors; shapes must agree.
// RUN: tv-opt %s | filecheck %s
func.func @f(%i: tensor<5xi32>, %f: tensor<5xf32>, %x: tensor<i16>) -> (tensor<5xi64>, tensor<5xi16>, tensor<5xf32>, tensor<5xi32>, tensor<index>) {
  %a = arith.extsi %i : tensor<5xi32> to tensor<5xi64>
  %b = arith.trunci %i : tensor<5xi32> to tensor<5xi16>
  %c = arith.sitofp %i : tensor<5xi32> to tensor<5xf32>
  %d = arith.fptosi %f : tensor<5xf32> to tensor<5xi32>
  %e = arith.index_cast %x : tensor<i16> to tensor<index>
  return %a, %b, %c, %d, %e : tensor<5xi64>, tensor<5xi16>, tensor<5xf32>, tensor<5xi32>, tensor<index>
}
// CHECK: %a = arith.extsi %i : tensor<5xi32> to tensor<5xi64>
// CHECK-NEXT: %b = arith.trunci %i : tensor<5xi32> to tensor<5xi16>
// CHECK-NEXT: %c = arith.sitofp %i : tensor<5xi32> to tensor<5xf32>
// CHECK-NEXT: %d = arith.fptosi %f : tensor<5xf32> to tensor<5xi32>
// CHECK-NEXT: %e = arith.index_cast %x : tensor<i16> to tensor<index>
