// REQUIRES: mlir-opt-19
// An upstream miscompilation that --verify reports.  mlir-opt-19's
// tile_using_forall on a linalg.generic whose input map has a constant
// offset, (d0, d1) -> (d0, d1 + 8), slices the input at 2 * j + 8 with
// size 10 and keeps the map on the slice, so the constant is counted twice:
// the tiled copy reads columns 16.. of a 3x12 buffer.  The same copy from
// an input sliced beforehand (identity map) verifies.  (--annotate makes
// such maps of tensor.extract_slice; see README, Limits.)
// RUN: tv-opt --annotate --print-op-generic --print-debuginfo %s > %t.ann.mlir
// RUN: %python %S/../../Inputs/transform/pipeline.py %S/../../Inputs/transform/forall_tile.mlir %t.ann.mlir > %t.mlir
// RUN: filecheck %s --check-prefix=SHAPE < %t.mlir
// RUN: %expect-exit 1 --empty-stdout -- tv-opt --verify %t.mlir | filecheck %s

func.func @offset(%a: tensor<3x12xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1 + 8)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<3x12xf32>) outs(%o : tensor<3x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @plain(%a: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// The slice of the offset copy: size 10 from 2 * j + 8, and the map kept.
// SHAPE: "memref.subview"({{.*}}static_sizes = array<i64: -9223372036854775808, 10>

// CHECK:      @offset: checking against tv.spec @offset_spec
// CHECK:      FAILED  view in bounds: memref.load at {{.*}}constant-offset-map.mlir:15:8: reads through subview of %{{.*}} outside the storage of %{{.*}} (memref<3x12xf32>)
// CHECK:      @offset: FAILED (view in bounds)
// CHECK:      @plain: verified
