// tv-bufferize honours `{bufferization.writable = false}` on an argument as
// mlir-opt-19's one-shot-bufferize does: a generic whose outs is that
// argument writes into a new buffer (with a copy, since its body reads the
// output), never into the argument.  IREE's readonly bindings are such
// arguments (tv-iree-kernels).  Without the attribute the argument is
// written in place, as upstream, and --verify then rejects the clobbered
// input: the mutant below.
// REQUIRES: mlir-opt-19
// RUN: tv-opt -p tv-bufferize %s | filecheck %s --check-prefix=OURS
// RUN: %mlir-opt --one-shot-bufferize='bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map' %s | filecheck %s --check-prefix=UP
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %s -o %t.ok.mlir | filecheck %s --check-prefix=OK
// RUN: cat %s | %mutate ' \{bufferization.writable = false\}' '' > %t.rw.mlir
// RUN: %expect-exit 1 -- tv-opt --annotate --lower --verify %t.rw.mlir -o %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @f(%a: tensor<4xf32> {bufferization.writable = false}, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%b : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// OURS:      func.func @f(%a: memref<4xf32> {bufferization.writable = false}, %b: memref<4xf32>)
// OURS-NEXT:   %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// OURS-NEXT:   "memref.copy"(%a, %[[NEW]])
// OURS-NEXT:   linalg.generic {{.*}} ins(%b : memref<4xf32>) outs(%[[NEW]] : memref<4xf32>)
// OURS:        linalg.generic {{.*}} ins(%[[NEW]] : memref<4xf32>) outs(%b : memref<4xf32>)

// UP:      func.func @f(%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>)
// UP-NEXT:   %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// UP-NEXT:   memref.copy %[[A]], %[[NEW]]
// UP-NEXT:   linalg.generic {{.*}} ins(%[[B]] : memref<4xf32>) outs(%[[NEW]] : memref<4xf32>)

// OK: @f: verified

// BAD: FAILED  input preserved: argument %a (@a) on func.return at {{.*}}:26:3
// BAD: @f: FAILED (input preserved)
