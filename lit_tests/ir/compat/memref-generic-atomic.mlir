// REQUIRES: mlir-opt-19
// memref.generic_atomic_rmw and memref.atomic_yield (ir/compat/memref_atomic.py):
// MLIR 19's custom syntax reads and prints back as mlir-opt-19 prints it,
// never a bad input; outside a GPU kernel tv-check reads it as a load, the
// region's update and a store (semantics/memref_atomic.py): verified.
// RUN: tv-opt --reader native %s -o %t.out.mlir
// RUN: %mlir-opt --mlir-print-op-generic %s | tv-opt --reader native | %mlir-opt > %t.fromgen
// RUN: %mlir-opt %s > %t.up
// RUN: diff %t.fromgen %t.up
// RUN: %mlir-opt %t.out.mlir | filecheck %s
// RUN: %mlir-opt %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.tgt.mlir | filecheck %s --check-prefix=CHECKED
// CHECK: %[[R:.*]] = memref.generic_atomic_rmw %arg0[%arg1] : memref<4xf32> {
// CHECK-NEXT: ^bb0(%[[CUR:.*]]: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[CUR]], %arg2 : f32
// CHECK-NEXT: memref.atomic_yield %[[S]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : f32
// CHECKED: @add: verified

func.func @add(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %s = arith.addf %cur, %v : f32
    memref.atomic_yield %s : f32
  }
  return %r : f32
}
