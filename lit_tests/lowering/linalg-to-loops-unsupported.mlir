// Generics on tensors must be bufferized first.
// RUN: %expect-exit 2 --one-line-stderr --empty-stdout -- tv-opt -p tv-linalg-to-loops %s 2>&1 | filecheck %s
// CHECK: unsupported (linalg.generic at {{.*}}linalg-to-loops-unsupported.mlir:6:8): linalg.generic on tensors; bufferize first (tv-bufferize)

func.func @neg(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%x : tensor<8xf32>) {
  ^bb0(%o: f32):
    %n = arith.negf %o : f32
    linalg.yield %n : f32
  } -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}
