// linalg.reduce is the linalg.generic that linalg-generalize-named-ops
// makes of it (identity input map, kept dims on the init, reduced dims as
// reduction loops): the generalized form verifies against it; reducing the
// other dimension, or with another combiner, fails.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @row_sum(%a: tensor<4x8xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%i : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

func.func @col_max(%a: tensor<4x4xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.reduce ins(%a : tensor<4x4xf32>) outs(%i : tensor<4xf32>) dimensions = [0]
    (%x: f32, %y: f32) {
      %s = arith.maximumf %x, %y : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

func.func @row_max(%a: tensor<4x8xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%i : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.maximumf %x, %y : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

// ----- target

func.func @row_sum(%a: tensor<4x8xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x8xf32>) outs(%i : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// Reduces the rows instead of the columns.
func.func @col_max(%a: tensor<4x4xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x4xf32>) outs(%i : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.maximumf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// minimumf instead of maximumf.
func.func @row_max(%a: tensor<4x8xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x8xf32>) outs(%i : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.minimumf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK: @row_sum: verified
// CHECK: @col_max: FAILED (return value mismatch)
// CHECK: @row_max: FAILED (return value mismatch)
