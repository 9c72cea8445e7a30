// tv-linalg-to-loops has the shape of mlir-opt-19's
// convert-linalg-to-parallel-loops: loops in the generic's dim order,
// consecutive parallel dims in one scf.parallel, each reduction dim an
// scf.for; loads of what the body reads, the body with linalg.index
// replaced by the ivs (the prophecy's indices become ivs), one store per
// result.
// RUN: tv-opt -p tv-linalg-to-loops %s | filecheck %s

tv.spec @s source "" {
  tv.spec_tensor @C : tensor<8x4xf32> stages 1
  tv.spec_tensor @R : tensor<16xf32> stages 1
  tv.spec_tensor @F : tensor<8x4xf32>
  tv.spec_tensor @Y : tensor<16xf32> stages 1
  tv.spec_tensor @D : tensor<?xf32> stages 1
}

// CHECK-LABEL: func.func @matmul
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK:         "scf.parallel"(%[[C0]], %[[C0]], %[[C8]], %[[C4]], %[[C1]], %[[C1]]) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// CHECK-NEXT:    ^bb0(%[[I:.*]]: index, %[[J:.*]]: index):
// CHECK-NEXT:      scf.for %[[K:.*]] = %[[C0]] to %[[C16]] step %[[C1]] {
// CHECK-NEXT:        %[[A:.*]] = memref.load %A[%[[I]], %[[K]]] : memref<8x16xf32>
// CHECK-NEXT:        %[[B:.*]] = memref.load %B[%[[K]], %[[J]]] : memref<16x4xf32>
// CHECK-NEXT:        %[[C:.*]] = memref.load %C[%[[I]], %[[J]]] : memref<8x4xf32>
// CHECK-NEXT:        %[[M:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:        %[[S:.*]] = arith.addf %[[C]], %[[M]] : f32
// CHECK-NEXT:        %[[P:.*]] = tv.prophesy %[[S]] for @s::@C [%[[I]], %[[J]]] stage [%[[K]]] : f32
// CHECK-NEXT:        memref.store %[[P]], %C[%[[I]], %[[J]]] : memref<8x4xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }) : (index, index, index, index, index, index) -> ()
// CHECK-NEXT:    func.return
func.func @matmul(%A: memref<8x16xf32>, %B: memref<16x4xf32>, %C: memref<8x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x16xf32>, memref<16x4xf32>) outs(%C : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %p = tv.prophesy %s for @s::@C [%i, %j] stage [%k] : f32
    linalg.yield %p : f32
  }
  func.return
}

// A column sum (reduction first): upstream keeps the order, so the
// sequential loop is outside the parallel one.
// CHECK-LABEL: func.func @col_sum
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      "scf.parallel"
// CHECK-NEXT:      ^bb0(%[[J:.*]]: index):
// CHECK-NEXT:        %[[X:.*]] = memref.load %x[%[[K]], %[[J]]] : memref<8x16xf32>
// CHECK-NEXT:        %[[R:.*]] = memref.load %r[%[[J]]] : memref<16xf32>
// CHECK-NEXT:        %[[S:.*]] = arith.addf %[[R]], %[[X]] : f32
// CHECK-NEXT:        %[[P:.*]] = tv.prophesy %[[S]] for @s::@R [%[[J]]] stage [%[[K]]] : f32
// CHECK-NEXT:        memref.store %[[P]], %r[%[[J]]] : memref<16xf32>
// CHECK-NEXT:        scf.reduce
func.func @col_sum(%x: memref<8x16xf32>, %r: memref<16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(k, j) -> (k, j)>, affine_map<(k, j) -> (j)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<8x16xf32>) outs(%r : memref<16xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    %k = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = tv.prophesy %s for @s::@R [%j] stage [%k] : f32
    linalg.yield %p : f32
  }
  func.return
}

// parallel, reduction, parallel: two scf.parallel around one scf.for.
// CHECK-LABEL: func.func @split
// CHECK:         "scf.parallel"
// CHECK-NEXT:    ^bb0(%[[I:.*]]: index):
// CHECK-NEXT:      scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:        "scf.parallel"
// CHECK-NEXT:        ^bb0(%[[J:.*]]: index):
// CHECK-NEXT:          memref.load %x[%[[I]], %[[K]], %[[J]]]
func.func @split(%x: memref<8x16x4xf32>, %o: memref<8x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, k, j) -> (i, k, j)>, affine_map<(i, k, j) -> (i, j)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : memref<8x16x4xf32>) outs(%o : memref<8x4xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  func.return
}

// A fill: the scalar input is used directly, the output is not loaded
// since the body does not read it.
// CHECK-LABEL: func.func @fill
// CHECK:         "scf.parallel"
// CHECK-NEXT:    ^bb0(%[[I:.*]]: index, %[[J:.*]]: index):
// CHECK-NEXT:      %[[P:.*]] = tv.prophesy %v for @s::@F [%[[I]], %[[J]]] : f32
// CHECK-NEXT:      memref.store %[[P]], %o[%[[I]], %[[J]]] : memref<8x4xf32>
// CHECK-NEXT:      scf.reduce
func.func @fill(%v: f32, %o: memref<8x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%v : f32) outs(%o : memref<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = tv.prophesy %in for @s::@F [%i, %j] : f32
    linalg.yield %p : f32
  }
  func.return
}

// A convolution index i + k is an affine.apply over the two ivs.
// CHECK-LABEL: func.func @conv1d
// CHECK:         ^bb0(%[[I:.*]]: index):
// CHECK-NEXT:      scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:        %[[IK:.*]] = affine.apply affine_map<(d0, d1) -> ((d0 + d1))> (%[[I]], %[[K]])
// CHECK-NEXT:        memref.load %in[%[[IK]]] : memref<18xf32>
// CHECK-NEXT:        memref.load %w[%[[K]]] : memref<3xf32>
// CHECK:             tv.prophesy %{{.*}} for @s::@Y [%[[I]]] stage [%[[K]]] : f32
func.func @conv1d(%in: memref<18xf32>, %w: memref<3xf32>, %out: memref<16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, k) -> (i + k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%in, %w : memref<18xf32>, memref<3xf32>) outs(%out : memref<16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %p = tv.prophesy %s for @s::@Y [%i] stage [%k] : f32
    linalg.yield %p : f32
  }
  func.return
}

// Dynamic sizes: the bounds are memref.dim of the first operand that a
// loop indexes alone.
// CHECK-LABEL: func.func @dynamic
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[N:.*]] = memref.dim %x, %[[C0]] : memref<?x?xf32>
// CHECK-DAG:     %[[M:.*]] = memref.dim %x, %[[C1]] : memref<?x?xf32>
// CHECK:         "scf.parallel"(%[[C0]], %[[N]], %[[C1]])
// CHECK:           scf.for %{{.*}} = %[[C0]] to %[[M]] step %[[C1]] {
func.func @dynamic(%x: memref<?x?xf32>, %o: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf32>) outs(%o : memref<?xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %p = tv.prophesy %s for @s::@D [%i] stage [%k] : f32
    linalg.yield %p : f32
  }
  func.return
}
