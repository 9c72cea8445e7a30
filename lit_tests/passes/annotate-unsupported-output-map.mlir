// The output map must index exactly the parallel dims: here every j
// writes the same out[i], which the contract gives no meaning to.
// RUN: %expect-exit 2 --one-line-stderr --empty-stdout -- tv-opt --annotate %s 2>&1 | filecheck %s
// CHECK: unsupported (linalg.generic at {{.*}}annotate-unsupported-output-map.mlir:7:8): output indexing map (d0, d1) -> (d0) does not index exactly the parallel dimensions

func.func @racy(%x: tensor<8x4xf32>, %out: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x4xf32>) outs(%out : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}
