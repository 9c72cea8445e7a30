// A linalg op nested in a region defines no single spec tensor.
// RUN: %expect-exit 2 --one-line-stderr --empty-stdout -- tv-opt --annotate %s 2>&1 | filecheck %s
// CHECK: unsupported (linalg.generic at {{.*}}annotate-unsupported-nested.mlir:8:10): --annotate handles linalg ops at the top level of a function only (this one is nested in 'scf.if')

func.func @nested(%c: i1, %x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = scf.if %c -> (tensor<8xf32>) {
    // A negation, on one branch only.
    %1 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%x : tensor<8xf32>) {
    ^bb0(%o: f32):
      %n = arith.negf %o : f32
      linalg.yield %n : f32
    } -> tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  } else {
    scf.yield %x : tensor<8xf32>
  }
  func.return %0 : tensor<8xf32>
}
