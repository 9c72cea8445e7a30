// tensor ops: rewrites that hold.
// RUN: %split-pair %s %t
// RUN: tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @extract_of_insert(%t: tensor<4x?xf32>, %v: f32, %i: index) -> f32 {
  %c1 = arith.constant 1 : index
  %u = tensor.insert %v into %t[%c1, %i] : tensor<4x?xf32>
  %r = tensor.extract %u[%c1, %i] : tensor<4x?xf32>
  return %r : f32
}

func.func @slice_of_slice(%t: tensor<8x8xi32>) -> tensor<2x2xi32> {
  %a = tensor.extract_slice %t[1, 2] [4, 4] [1, 1] : tensor<8x8xi32> to tensor<4x4xi32>
  %b = tensor.extract_slice %a[1, 1] [2, 2] [2, 1] : tensor<4x4xi32> to tensor<2x2xi32>
  return %b : tensor<2x2xi32>
}

func.func @rank_reducing(%t: tensor<3x1x5xi32>) -> tensor<3x5xi32> {
  %a = tensor.extract_slice %t[0, 0, 0] [3, 1, 5] [1, 1, 1] : tensor<3x1x5xi32> to tensor<3x5xi32>
  return %a : tensor<3x5xi32>
}

func.func @insert_then_read_around(%d: tensor<6xi32>, %s: tensor<2xi32>) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = tensor.insert_slice %s into %d[2] [2] [2] : tensor<2xi32> into tensor<6xi32>
  %a = tensor.extract %r[%c2] : tensor<6xi32>
  %b = tensor.extract %r[%c4] : tensor<6xi32>
  return %a, %b : i32, i32
}

func.func @concat_pieces(%a: tensor<2x3xi32>, %b: tensor<4x3xi32>) -> tensor<4x3xi32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2x3xi32>, tensor<4x3xi32>) -> tensor<6x3xi32>
  %s = tensor.extract_slice %c[2, 0] [4, 3] [1, 1] : tensor<6x3xi32> to tensor<4x3xi32>
  return %s : tensor<4x3xi32>
}

func.func @collapse_expand(%t: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %e : tensor<2x3x4xf32>
}

func.func @pad_border(%t: tensor<?xi32>, %p: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = tensor.pad %t low[2] high[1] {
  ^bb0(%i: index):
    tensor.yield %p : i32
  } : tensor<?xi32> to tensor<?xi32>
  %x = tensor.extract %r[%c0] : tensor<?xi32>
  return %x : i32
}

func.func @generate_dim(%n: index) -> index {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<3x?xindex>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %g, %c1 : tensor<3x?xindex>
  return %d : index
}

func.func @from_elements(%x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %t = tensor.from_elements %z, %x, %z : tensor<3xf32>
  %r = tensor.extract %t[%c1] : tensor<3xf32>
  return %r : f32
}

func.func @sparse_constant() -> tensor<2x3xi32> {
  %c = arith.constant sparse<[[0, 1], [1, 2]], [5, 7]> : tensor<2x3xi32>
  return %c : tensor<2x3xi32>
}

// ----- target

func.func @extract_of_insert(%t: tensor<4x?xf32>, %v: f32, %i: index) -> f32 {
  %c1 = arith.constant 1 : index
  %u = tensor.insert %v into %t[%c1, %i] : tensor<4x?xf32>
  return %v : f32
}

func.func @slice_of_slice(%t: tensor<8x8xi32>) -> tensor<2x2xi32> {
  %b = tensor.extract_slice %t[2, 3] [2, 2] [2, 1] : tensor<8x8xi32> to tensor<2x2xi32>
  return %b : tensor<2x2xi32>
}

func.func @rank_reducing(%t: tensor<3x1x5xi32>) -> tensor<3x5xi32> {
  %a = tensor.collapse_shape %t [[0, 1], [2]] : tensor<3x1x5xi32> into tensor<3x5xi32>
  return %a : tensor<3x5xi32>
}

func.func @insert_then_read_around(%d: tensor<6xi32>, %s: tensor<2xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %s[%c0] : tensor<2xi32>
  %b = tensor.extract %s[%c1] : tensor<2xi32>
  return %a, %b : i32, i32
}

func.func @concat_pieces(%a: tensor<2x3xi32>, %b: tensor<4x3xi32>) -> tensor<4x3xi32> {
  return %b : tensor<4x3xi32>
}

func.func @collapse_expand(%t: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  return %t : tensor<2x3x4xf32>
}

func.func @pad_border(%t: tensor<?xi32>, %p: i32) -> i32 {
  return %p : i32
}

func.func @generate_dim(%n: index) -> index {
  return %n : index
}

func.func @from_elements(%x: f32) -> f32 {
  return %x : f32
}

func.func @sparse_constant() -> tensor<2x3xi32> {
  %c = arith.constant dense<[[0, 5, 0], [0, 0, 7]]> : tensor<2x3xi32>
  return %c : tensor<2x3xi32>
}

// CHECK: @extract_of_insert: verified
// CHECK-NEXT: @slice_of_slice: verified
// CHECK-NEXT: @rank_reducing: verified
// CHECK-NEXT: @insert_then_read_around: verified
// CHECK-NEXT: @concat_pieces: verified
// CHECK-NEXT: @collapse_expand: verified
// CHECK-NEXT: @pad_border: verified
// CHECK-NEXT: @generate_dim: verified
// CHECK-NEXT: @from_elements: verified
// CHECK-NEXT: @sparse_constant: verified
