// tv-bufferize, on the cases one-shot-bufferize{bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map} decides the same
// way in mlir-opt-19: in place into an outs argument, a new buffer when
// the old content is still read (copied only if the body reads it),
// tensor.empty -> memref.alloc, dynamic sizes.  Prophecies are untouched.
// RUN: tv-opt -p tv-bufferize %s | filecheck %s

tv.spec @s source "" {
  tv.spec_tensor @C : tensor<8x4xf32> stages 1
}

// The matmul accumulates in place into its argument, which is returned.
// CHECK-LABEL: func.func @in_place(%A: memref<8x16xf32>, %B: memref<16x4xf32>, %C: memref<8x4xf32>) -> memref<8x4xf32> {
// CHECK-NEXT:    linalg.generic {{.*}} ins(%A, %B : memref<8x16xf32>, memref<16x4xf32>) outs(%C : memref<8x4xf32>) {
// CHECK:           %[[P:.*]] = tv.prophesy %{{.*}} for @s::@C [%{{.*}}, %{{.*}}] stage [%{{.*}}] : f32
// CHECK-NEXT:      linalg.yield %[[P]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %C : memref<8x4xf32>
func.func @in_place(%A: tensor<8x16xf32>, %B: tensor<16x4xf32>, %C: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %p = tv.prophesy %s for @s::@C [%i, %j] stage [%k] : f32
    linalg.yield %p : f32
  } -> tensor<8x4xf32>
  func.return %0 : tensor<8x4xf32>
}

// %C is returned too, so the product goes to a new buffer holding a copy
// of C (the body reads its output).
// CHECK-LABEL: func.func @copy(%A: memref<8x16xf32>, %B: memref<16x4xf32>, %C: memref<8x4xf32>) -> (memref<8x4xf32>, memref<8x4xf32>) {
// CHECK-NEXT:    %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
// CHECK-NEXT:    "memref.copy"(%C, %[[NEW]]) : (memref<8x4xf32>, memref<8x4xf32>) -> ()
// CHECK-NEXT:    linalg.generic {{.*}} outs(%[[NEW]] : memref<8x4xf32>)
// CHECK:         func.return %[[NEW]], %C : memref<8x4xf32>, memref<8x4xf32>
func.func @copy(%A: tensor<8x16xf32>, %B: tensor<16x4xf32>, %C: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  func.return %0, %C : tensor<8x4xf32>, tensor<8x4xf32>
}

// y is read after the add, so the add gets a new buffer, without a copy
// (its body does not read its output); the mul then overwrites y in
// place, reading y only where it writes.
// CHECK-LABEL: func.func @elementwise(%x: memref<8xf32>, %y: memref<8xf32>) -> (memref<8xf32>, memref<8xf32>) {
// CHECK-NEXT:    %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%x, %x : memref<8xf32>, memref<8xf32>) outs(%[[T]] : memref<8xf32>)
// CHECK-NOT:     memref.copy
// CHECK:         linalg.generic {{.*}} ins(%[[T]], %y : memref<8xf32>, memref<8xf32>) outs(%y : memref<8xf32>)
// CHECK:         func.return %[[T]], %y : memref<8xf32>, memref<8xf32>
func.func @elementwise(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%y : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%0, %y : tensor<8xf32>, tensor<8xf32>) outs(%y : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  func.return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// A reduction reading its input where it does not write (a transpose
// into the same tensor) may not run in place.
// CHECK-LABEL: func.func @self_read(%x: memref<4x4xf32>) -> memref<4x4xf32> {
// CHECK-NEXT:    %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%x : memref<4x4xf32>) outs(%[[T]] : memref<4x4xf32>)
func.func @self_read(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%x : tensor<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}

// A fresh tensor is a fresh buffer, filled then reduced into in place;
// dynamic sizes go through memref.dim.
// CHECK-LABEL: func.func @fresh(%x: memref<?x16xf32>) -> memref<?xf32> {
// CHECK:         %[[N:.*]] = memref.dim %x, %{{.*}} : memref<?x16xf32>
// CHECK-NEXT:    %[[R:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%{{.*}} : f32) outs(%[[R]] : memref<?xf32>)
// CHECK:         linalg.generic {{.*}} ins(%x : memref<?x16xf32>) outs(%[[R]] : memref<?xf32>)
// CHECK:         func.return %[[R]] : memref<?xf32>
func.func @fresh(%x: tensor<?x16xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.000000e+00 : f32
  %n = tensor.dim %x, %c0 : tensor<?x16xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.generic {indexing_maps = [affine_map<(i) -> ()>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%zero : f32) outs(%e : tensor<?xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<?xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x16xf32>) outs(%f : tensor<?xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %a = arith.addf %acc, %v : f32
    linalg.yield %a : f32
  } -> tensor<?xf32>
  func.return %s : tensor<?xf32>
}

// Several ops write into one argument without reading it, and all their
// results are returned: the first writes in place, the others get new
// buffers (a later use of an op's outs that does not read it is no read).
// Once the inputs are read, the last op may overwrite one in place.
// CHECK-LABEL: func.func @shared_outs(%x: memref<8xf32>, %z: memref<8xf32>) -> (memref<8xf32>, memref<8xf32>, memref<8xf32>) {
// CHECK-NEXT:    linalg.generic {{.*}} ins(%x : memref<8xf32>) outs(%z : memref<8xf32>)
// CHECK:         %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%x : memref<8xf32>) outs(%[[T]] : memref<8xf32>)
// CHECK:         linalg.generic {{.*}} outs(%x : memref<8xf32>)
// CHECK:         func.return %z, %[[T]], %x : memref<8xf32>, memref<8xf32>, memref<8xf32>
func.func @shared_outs(%x: tensor<8xf32>, %z: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%z : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%z : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  } -> tensor<8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%x : tensor<8xf32>) {
  ^bb0(%o: f32):
    %n = arith.negf %o : f32
    linalg.yield %n : f32
  } -> tensor<8xf32>
  func.return %0, %1, %2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
