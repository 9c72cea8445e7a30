// tv-generalize-named-ops: the one body that differs from mlir-opt-19's
// (interop/generalize-named-ops.mlir compares all the others).
// RUN: tv-opt -p tv-generalize-named-ops %s | filecheck %s

// MLIR 19 hoists the constant 1.0 out of the generic; tvmlir keeps it in
// the body, which computes the same function.
// CHECK-LABEL: func.func @reciprocal
// CHECK:       linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
// CHECK-NEXT:  ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %[[R:.*]] = arith.divf %[[ONE]], %in : f32
// CHECK-NEXT:    linalg.yield %[[R]] : f32
func.func @reciprocal(%x: tensor<8xf32>, %z: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.reciprocal ins(%x : tensor<8xf32>) outs(%z : tensor<8xf32>) -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}

// Generic ops and functions without named ops are left alone.
// CHECK-LABEL: func.func @generic
// CHECK:       linalg.generic
// CHECK:       arith.negf
func.func @generic(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%x : tensor<8xf32>) {
  ^bb0(%o: f32):
    %n = arith.negf %o : f32
    linalg.yield %n : f32
  } -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}
