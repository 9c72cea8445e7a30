// Prophecies without their spec cannot be annotated over.
// RUN: %bad-input tv-opt --annotate %s | filecheck %s
// CHECK: annotate-stale-prophecy.mlir:11:10: error: 'tv.prophesy' op already carries prophecies but there is no tv.spec @neg_spec; run --strip-tv before annotating again

func.func @neg(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%x : tensor<8xf32>) {
  ^bb0(%o: f32):
    %n = arith.negf %o : f32
    %i = linalg.index 0 : index
    %p = tv.prophesy %n for @neg_spec::@T [%i] : f32
    linalg.yield %p : f32
  } -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}
