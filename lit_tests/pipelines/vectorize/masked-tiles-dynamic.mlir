// REQUIRES: tv-plugin
// Masked vectorization of a dynamic ReLU: tiled 4x8, each tile vectorized
// with vector sizes [4, 8] (transform.structured.vectorize), masks
// lowered to masked transfers (vector.create_mask of the partial tile's
// extent).  Verified for every size: the inactive lanes are neither read
// nor written.
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %s > %t.ann.mlir
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --one-shot-bufferize=bufferize-function-boundaries --transform-preload-library=transform-library-paths=%S/../../Inputs/transform/vectorize-masked-tiles.mlir --transform-interpreter --lower-vector-mask --canonicalize --cse --mlir-print-op-generic --mlir-print-debuginfo %t.ann.mlir > %t.vec.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.vec.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.vec.mlir -o %t.out | filecheck %s
// Wrong mask: all 4 rows active, also in the last partial tile.
// RUN: %mutate '"vector.create_mask"\((%\d+), (%\d+)\)' '"vector.create_mask"(%4, \2)' < %t.vec.mlir > %t.mask.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mask.mlir | filecheck %s --check-prefix=MASK
// Off-by-one transfer: the write starts one column to the right.
// RUN: %mutate '"vector.transfer_write"\((%\d+), (%\d+), (%\d+), (%\d+),' '"vector.transfer_write"(\1, \2, \3, %5,' < %t.vec.mlir > %t.off.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.off.mlir | filecheck %s --check-prefix=OFF

func.func @relu_dyn(%x: tensor<?x?xf32>, %out: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %z = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x?xf32>) outs(%out : tensor<?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// SHAPE:     %4 = "arith.constant"() <{value = 4 : index}>
// SHAPE:     %5 = "arith.constant"() <{value = 1 : index}>
// SHAPE:     "scf.for"
// SHAPE:     "vector.create_mask"
// SHAPE:     "vector.transfer_read"({{.*}}) {{.*}} : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, f32, vector<4x8xi1>) -> vector<4x8xf32>
// SHAPE:     "vector.transfer_write"({{.*}}) {{.*}} : (vector<4x8xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, vector<4x8xi1>) -> ()

// CHECK:     ok      read in bounds: vector.transfer_read at {{.*}}masked-tiles-dynamic.mlir:20:8
// CHECK:     ok      write in bounds: vector.transfer_write at {{.*}}masked-tiles-dynamic.mlir:23:5
// CHECK:     ok      value = prophecy: tv.prophesy at {{.*}}masked-tiles-dynamic.mlir:23:5
// CHECK:     ok      coverage: result 0
// CHECK:     @relu_dyn: verified

// MASK:      FAILED  read in bounds: vector.transfer_read at {{.*}}masked-tiles-dynamic.mlir:20:8: reads {{.*}} outside memref<?x?xf32
// MASK:      FAILED  write in bounds: vector.transfer_write at {{.*}}masked-tiles-dynamic.mlir:23:5: writes {{.*}} outside memref<?x?xf32
// MASK:      @relu_dyn: FAILED (write in bounds)

// OFF:       FAILED  write in bounds: vector.transfer_write at {{.*}}masked-tiles-dynamic.mlir:23:5
// OFF:       @relu_dyn: FAILED (write in bounds)
