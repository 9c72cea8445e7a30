// Round trip of tv.prophesy in pretty and generic form.
// RUN: tv-opt %s | filecheck %s
// RUN: tv-opt %s --print-op-generic | tv-opt | filecheck %s
// RUN: tv-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

tv.spec @matmul_spec source "func.func @matmul() {}" {
  tv.spec_tensor @C : tensor<8x4xf32> stages 1
}

// CHECK-LABEL: func.func @stored
func.func @stored(%v: f32, %i: index, %j: index, %k: index, %c: memref<8x4xf32>) {
  // CHECK: %[[P:.*]] = tv.prophesy %{{.*}} for @matmul_spec::@C [%{{.*}}, %{{.*}}] stage [%{{.*}}] : f32
  // CHECK-NEXT: memref.store %[[P]]
  // GENERIC: "tv.prophesy"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) {spec = @matmul_spec::@C, operandSegmentSizes = array<i32: 1, 2, 1>} : (f32, index, index, index) -> f32
  %p = tv.prophesy %v for @matmul_spec::@C [%i, %j] stage [%k] : f32
  memref.store %p, %c[%i, %j] : memref<8x4xf32>
  func.return
}

// A final value: no stage.
// CHECK-LABEL: func.func @final
func.func @final(%v: f32, %i: index, %j: index) -> f32 {
  // CHECK: tv.prophesy %{{.*}} for @matmul_spec::@C [%{{.*}}, %{{.*}}] : f32
  // GENERIC: "tv.prophesy"({{.*}}) {spec = @matmul_spec::@C, operandSegmentSizes = array<i32: 1, 2, 0>} : (f32, index, index) -> f32
  %p = tv.prophesy %v for @matmul_spec::@C [%i, %j] : f32
  func.return %p : f32
}

// An abstract float may stand for a spec element of its concrete format.
// CHECK-LABEL: func.func @abstract
func.func @abstract(%v: !tv.afloat<f32>, %i: index, %j: index) -> !tv.afloat<f32> {
  // CHECK: tv.prophesy %{{.*}} for @matmul_spec::@C [%{{.*}}, %{{.*}}] : !tv.afloat<f32>
  %p = tv.prophesy %v for @matmul_spec::@C [%i, %j] : !tv.afloat<f32>
  func.return %p : !tv.afloat<f32>
}
