// gpu.wait / gpu.memcpy / gpu.dealloc in MLIR 19's syntax and generic form
// (Dialect/GPU/async-region.mlir, canonicalize.mlir): xDSL declared
// operand segments MLIR's ops lack, so mlir-opt-19's generic form was
// unreadable, and had no syntax for gpu.wait.
// RUN: tv-opt --reader native %s > %t.read.mlir
// RUN: filecheck %s < %t.read.mlir
// RUN: mlir-opt-19 %t.read.mlir > %t.back.mlir
// RUN: mlir-opt-19 --mlir-print-op-generic %s | tv-opt --reader native - | filecheck %s --check-prefix=GEN
// CHECK: %w0 = gpu.wait async
// CHECK-NEXT: %w1 = gpu.memcpy async [%w0] %a, %b : memref<4xf32>, memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %w2 = gpu.dealloc async [%w0, %w1] %a : memref<4xf32>
// CHECK-NEXT: gpu.wait [%w2]
// CHECK-NEXT: gpu.wait
// GEN: %[[W1:.*]] = gpu.memcpy async [%[[W0:.*]]] %[[A:.*]], %{{.*}} : memref<4xf32>, memref<?xf32, strided<[1], offset: ?>>
// GEN-NEXT: gpu.dealloc async [%[[W0]], %[[W1]]] %[[A]] : memref<4xf32>

// tv-check gives them meaning (semantics/gpu.py; tests in
// tools/tv_check/gpu/): the copy waited on, then the dealloc.
// RUN: %expect-exit 0 -- tv-check --accept-bounded --reader native %s %s | filecheck %s --check-prefix=TV
// TV: @f: verified for extents <= 50
// TV-NEXT: @alloc: verified

// MLIR's memcpy rule: the element types must agree (mlir-opt-19 agrees).
// RUN: %mutate "memref<\?xf32, strided<\[1\], offset: \?>>\) \{" "memref<?xi32, strided<[1], offset: ?>>) {" < %s | %mutate --nth -1 "memref<4xf32>, memref<\?xf32," "memref<4xf32>, memref<?xi32," > %t.bad.mlir
// RUN: %bad-input tv-opt %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: bad.mlir:[[# @LINE + 4]]:9: error: 'gpu.memcpy' op arguments have incompatible element type

func.func @f(%a: memref<4xf32>, %b: memref<?xf32, strided<[1], offset: ?>>) {
  %w0 = gpu.wait async
  %w1 = gpu.memcpy async [%w0] %a, %b : memref<4xf32>, memref<?xf32, strided<[1], offset: ?>>
  %w2 = gpu.dealloc async [%w0, %w1] %a : memref<4xf32>
  gpu.wait [%w2]
  gpu.wait
  return
}

// gpu.alloc in MLIR 19's syntax (Dialect/GPU/ops.mlir, Affine/scalrep.mlir).
// RUN: filecheck %s --check-prefix=ALLOC < %t.read.mlir
// ALLOC: %m0 = gpu.alloc () : memref<13xf32, 1 : i64>
// ALLOC-NEXT: %m1, %w4 = gpu.alloc async [%w3] (%n) : memref<?xf32>
// ALLOC-NEXT: %m2 = gpu.alloc host_shared () : memref<4xf32>
// A dynamic extent without its size operand stays an error.
// RUN: %mutate --nth -1 "async \[%w3\] \(%n\)" "async [%w3] ()" < %s > %t.alloc.mlir
// RUN: %bad-input tv-opt %t.alloc.mlir | filecheck %s --check-prefix=NOSIZE
// NOSIZE: alloc.mlir:[[# @LINE + 4]]:14: error: 'gpu.alloc' op Expected 1 dynamic sizes, got 0.
func.func @alloc(%n: index) {
  %w3 = gpu.wait async
  %m0 = gpu.alloc () : memref<13xf32, 1>
  %m1, %w4 = gpu.alloc async [%w3] (%n) : memref<?xf32>
  %m2 = gpu.alloc host_shared () : memref<4xf32>
  return
}
