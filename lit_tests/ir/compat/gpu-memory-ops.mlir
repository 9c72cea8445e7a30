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
// GEN: %1 = gpu.memcpy async [%0] %arg0, %arg1 : memref<4xf32>, memref<?xf32, strided<[1], offset: ?>>
// GEN-NEXT: %2 = gpu.dealloc async [%0, %1] %arg0 : memref<4xf32>

// tv-check gives them no meaning: unsupported at the op.
// RUN: %expect-exit 2 -- tv-check --reader native %s %s | filecheck %s --check-prefix=TV
// TV: @f: unsupported (gpu.wait at {{.*}}gpu-memory-ops.mlir:[[# @LINE + 8]]:9)

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
