// strip-tv forwards every prophecy to its value and drops every spec,
// including the copies gpu-kernel-outlining puts into gpu.modules.
// RUN: tv-opt --strip-tv %s | filecheck %s
// RUN: tv-opt -p strip-tv %s | filecheck %s

// CHECK-NOT: tv.
tv.spec @add_spec source "func.func @add() {}" {
  tv.spec_tensor @C : tensor<8xf32>
}

// CHECK-LABEL: func.func @add
// CHECK:       %[[S:.*]] = arith.addf
// CHECK-NEXT:  memref.store %[[S]], %{{.*}}[%{{.*}}]
func.func @add(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %a[%i] : memref<8xf32>
    %y = memref.load %b[%i] : memref<8xf32>
    %s = arith.addf %x, %y : f32
    %p = tv.prophesy %s for @add_spec::@C [%i] : f32
    memref.store %p, %c[%i] : memref<8xf32>
  }
  func.return
}

// A chain of prophecies collapses to the original value.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:  func.return %{{.*}} : f32
func.func @chain(%v: f32, %i: index) -> f32 {
  %p = tv.prophesy %v for @add_spec::@C [%i] : f32
  %q = tv.prophesy %p for @add_spec::@C [%i] : f32
  func.return %q : f32
}

// CHECK-LABEL: gpu.module
// CHECK-NOT: tv.
"gpu.module"() <{sym_name = "kernels"}> ({
  tv.spec @add_spec source "func.func @add() {}" {
    tv.spec_tensor @C : tensor<8xf32>
  }
}) : () -> ()
