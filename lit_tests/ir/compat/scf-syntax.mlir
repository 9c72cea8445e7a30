// REQUIRES: mlir-opt-19
// MLIR 19's scf syntax that xDSL 0.74 did not read: one result type after
// `->` without parentheses (scf.for iter_args, scf.if, scf.while,
// scf.execute_region, scf.index_switch), scf.parallel's custom form, and
// scf.forall's (`in (..)` and `= (..) to (..) step (..)`, shared_outs,
// mapping).  tvmlir's reader alone (--reader native) reads it, prints what
// mlir-opt-19 prints of it, and reads mlir-opt-19's generic form.
// RUN: %mlir-opt %s > %t.up
// RUN: tv-opt --reader native %s | %mlir-opt > %t.ours
// RUN: diff %t.ours %t.up
// RUN: tv-opt --reader native --print-op-generic %s | %mlir-opt > %t.gen
// RUN: diff %t.gen %t.up
// RUN: %mlir-opt --mlir-print-op-generic %s | tv-opt --reader native | %mlir-opt > %t.fromgen
// RUN: diff %t.fromgen %t.up
// RUN: tv-opt --reader native %s | filecheck %s
// Malformed variants: MLIR's errors, located.
// RUN: %mutate --nth -1 'shared_outs\(%o = %r\) -> \(tensor<4xf32>\)' 'shared_outs(%o = %r)' < %s > %t.types.mlir
// RUN: %bad-input tv-opt --reader native %t.types.mlir | filecheck %s --check-prefix=TYPES
// RUN: %mutate --nth -1 'iter_args\(%x = %init\) -> tensor<4xf32>' 'iter_args(%x = %init) -> (tensor<4xf32>, f32)' < %s > %t.count.mlir
// RUN: %bad-input tv-opt --reader native %t.count.mlir | filecheck %s --check-prefix=COUNT
func.func @f(%a: index, %c: i1, %init: tensor<4xf32>, %m: memref<?x?xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %a step %c1 iter_args(%x = %init) -> tensor<4xf32> {
    scf.yield %x : tensor<4xf32>
  }
  %n = scf.if %c -> index {
    scf.yield %a : index
  } else {
    scf.yield %c1 : index
  }
  %e = scf.execute_region -> index {
    scf.yield %n : index
  }
  %w = scf.while (%y = %e) : (index) -> index {
    scf.condition(%c) %y : index
  } do {
  ^bb0(%y2: index):
    scf.yield %y2 : index
  }
  %s = scf.index_switch %w -> index
  case 2 {
    scf.yield %a : index
  }
  default {
    scf.yield %c0 : index
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%a, %s) step (%c1, %c1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  %sum = scf.parallel (%i) = (%c0) to (%a) step (%c1) init (%z) -> f32 {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %add = arith.addf %p, %q : f32
      scf.reduce.return %add : f32
    }
  }
  %r2 = scf.forall (%i, %j) in (%a, 4) shared_outs(%o = %r) -> (tensor<4xf32>) {
    %sl = tensor.extract_slice %o[%j] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sl into %o[%j] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  scf.forall (%i) = (%c1) to (%a) step (2) {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    memref.store %v, %m[%i, %i] : memref<?x?xf32>
  }
  return %r2 : tensor<4xf32>
}
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<4xf32>) {
// CHECK: scf.if %{{.*}} -> (index) {
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) {
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init (%{{.*}}) -> f32 {
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (%a, 4) shared_outs(%{{.*}} = %{{.*}}) -> (tensor<4xf32>) {
// CHECK: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK: scf.forall (%{{.*}}) = (%c1) to (%a) step (2) {
// TYPES: types.mlir:61:40: error: mismatch between out operands and types
// COUNT: count.mlir:25:40: error: mismatch in number of loop-carried values and defined values
