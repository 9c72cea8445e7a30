// Copying an uninitialized element means the same through memref.copy and
// through a linalg.generic whose body only yields the input element (it is
// moved, not read; mlir-tv's opts/linalg-generalize-named-ops/copy).  A body
// that computes with the element reads it: UB if it is uninitialized.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: %expect-exit 1 -- tv-check --accept-bounded --fp=ieee %t.src.mlir %t.tgt.mlir | filecheck %s

#id = affine_map<(d0) -> (d0)>

func.func @copy(%m1: memref<?xf32>, %m2: memref<?xf32>) {
  memref.copy %m1, %m2 : memref<?xf32> to memref<?xf32>
  return
}

func.func @copy_back(%m1: memref<?xf32>, %m2: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m1 : memref<?xf32>) outs(%m2 : memref<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

func.func @copy_reads(%m1: memref<?xf32>, %m2: memref<?xf32>) {
  memref.copy %m1, %m2 : memref<?xf32> to memref<?xf32>
  return
}

// ----- target

#id = affine_map<(d0) -> (d0)>

func.func @copy(%m1: memref<?xf32>, %m2: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m1 : memref<?xf32>) outs(%m2 : memref<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

func.func @copy_back(%m1: memref<?xf32>, %m2: memref<?xf32>) {
  memref.copy %m1, %m2 : memref<?xf32> to memref<?xf32>
  return
}

func.func @copy_reads(%m1: memref<?xf32>, %m2: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m1 : memref<?xf32>) outs(%m2 : memref<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %n = arith.negf %a : f32
    %r = arith.negf %n : f32
    linalg.yield %r : f32
  }
  return
}

// CHECK:      @copy: verified
// CHECK-NEXT: @copy_back: verified
// CHECK-NEXT: @copy_reads: FAILED (target is undefined where the source is defined)
