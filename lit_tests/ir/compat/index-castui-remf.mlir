// arith.index_castui and arith.remf (valid MLIR 19, missing in xDSL 0.74)
// parse and print; index_castui zero-extends, so it is not index_cast.
// RUN: %split-pair %s %t
// RUN: tv-opt %t.src.mlir | tv-opt | filecheck %s
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=CHECKER
// CHECK: arith.index_castui %{{.*}} : i32 to index
// CHECK: arith.index_castui %{{.*}} : tensor<4xindex> to tensor<4xi64>
// CHECK: arith.remf %{{.*}}, %{{.*}} : f32
func.func @widen(%a: i32) -> index {
  %r = arith.index_castui %a : i32 to index
  return %r : index
}
func.func @shaped(%t: tensor<4xindex>, %x: f32, %y: f32) -> (tensor<4xi64>, f32) {
  %d = arith.index_castui %t : tensor<4xindex> to tensor<4xi64>
  %r = arith.remf %x, %y : f32
  return %d, %r : tensor<4xi64>, f32
}

// ----- target

func.func @widen(%a: i32) -> index {
  %r = arith.index_cast %a : i32 to index
  return %r : index
}
func.func @shaped(%t: tensor<4xindex>, %x: f32, %y: f32) -> (tensor<4xi64>, f32) {
  %d = arith.index_castui %t : tensor<4xindex> to tensor<4xi64>
  %r = arith.remf %x, %y : f32
  return %d, %r : tensor<4xi64>, f32
}
// CHECKER: @widen: FAILED (return value mismatch)
// CHECKER: @shaped: verified
