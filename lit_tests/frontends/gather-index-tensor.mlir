// REQUIRES: mlir-opt-19
// A gather through a constant index tensor, as Torch-MLIR exports advanced
// indexing (GroupNorm's per-channel parameters): each index is a constant
// element, wrapped when negative (`select(i < 0, i + n, i)`), no assert.
// The spec reads small integer constants by their values (index tensors
// decide whether a read is in bounds; float weights stay uninterpreted).
// RUN: %expect-exit 0 -- tv-opt --annotate --lower --verify %s -o %t.ours.mlir | filecheck %s
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %s | %mlir-gpu-pipeline --mlir-print-debuginfo > %t.up.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.up.mlir -o %t.up.out.mlir | filecheck %s
//
// An index of the lowered code's copy of the index tensor changed to 3
// (past the end): the global is not the spec's (constant matches spec,
// naming the element) and the read goes out of bounds.
// RUN: %mutate 'initial_value = dense<\[2, -1, 0, 1\]>' 'initial_value = dense<[2, -1, 3, 1]>' < %t.up.mlir > %t.index.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.index.mlir | filecheck %s --check-prefix=INDEX

// CHECK: ok      read in bounds: memref.load at {{.*}}gather-index-tensor.mlir:35:10
// CHECK: @permute: verified
// INDEX: FAILED  constant matches spec: memref.global at {{.*}}: memref.global @{{.*}} is the spec's constant @cst{{.*}} with 1 element(s) changed: [2] is 3, the spec's is 0
// INDEX: FAILED  read in bounds: memref.load at {{.*}}gather-index-tensor.mlir:35:10: reads {{.*}} at a data-dependent index that may be outside memref<3xf32
// INDEX: @permute: FAILED (read in bounds)

func.func @permute(%x: tensor<3xf32>) -> tensor<4xf32> {
  %c0_i64 = arith.constant 0 : i64
  %c3_i64 = arith.constant 3 : i64
  %ids = arith.constant dense<[2, -1, 0, 1]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%ids : tensor<4xi64>) outs(%e : tensor<4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %neg = arith.cmpi slt, %id, %c0_i64 : i64
    %wrapped = arith.addi %id, %c3_i64 : i64
    %k = arith.select %neg, %wrapped, %id : i64
    %i = arith.index_cast %k : i64 to index
    %v = tensor.extract %x[%i] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
