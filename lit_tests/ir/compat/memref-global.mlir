// memref.global in MLIR's custom syntax (initialized, uninitialized,
// external).
// RUN: tv-opt %s | filecheck %s
memref.global "private" constant @c : memref<2x2xf32> = dense<1.0>
memref.global @u : memref<4xi32> = uninitialized
memref.global @e : memref<3xf32>
func.func @f() -> memref<2x2xf32> {
  %m = memref.get_global @c : memref<2x2xf32>
  return %m : memref<2x2xf32>
}
// CHECK: memref.global "private" constant @c : memref<2x2xf32> = dense<1.000000e+00>
// CHECK-NEXT: memref.global @u : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global @e : memref<3xf32>
