// tensor ops: wrong rewrites, each caught with the mismatching element.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @concat_second_part(%a: tensor<2xi32>, %b: tensor<3xi32>) -> i32 {
  %c3 = arith.constant 3 : index
  %c = tensor.concat dim(0) %a, %b : (tensor<2xi32>, tensor<3xi32>) -> tensor<5xi32>
  %x = tensor.extract %c[%c3] : tensor<5xi32>
  return %x : i32
}

func.func @slice_offset(%t: tensor<8xi32>) -> tensor<2xi32> {
  %a = tensor.extract_slice %t[1] [2] [3] : tensor<8xi32> to tensor<2xi32>
  return %a : tensor<2xi32>
}

func.func @insert_slice_stride(%d: tensor<6xi32>, %s: tensor<2xi32>) -> tensor<6xi32> {
  %r = tensor.insert_slice %s into %d[1] [2] [2] : tensor<2xi32> into tensor<6xi32>
  return %r : tensor<6xi32>
}

func.func @pad_inside(%t: tensor<4xi32>, %p: i32) -> i32 {
  %c3 = arith.constant 3 : index
  %r = tensor.pad %t low[2] high[1] {
  ^bb0(%i: index):
    tensor.yield %p : i32
  } : tensor<4xi32> to tensor<7xi32>
  %x = tensor.extract %r[%c3] : tensor<7xi32>
  return %x : i32
}

func.func @transposed_collapse(%t: tensor<2x3xi32>) -> tensor<6xi32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  return %c : tensor<6xi32>
}

func.func @cast_shape(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

func.func @read_uninitialized(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %x = tensor.extract %e[%c0] : tensor<?xf32>
  return %x : f32
}

// ----- target

func.func @concat_second_part(%a: tensor<2xi32>, %b: tensor<3xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %x = tensor.extract %a[%c1] : tensor<2xi32>
  return %x : i32
}

func.func @slice_offset(%t: tensor<8xi32>) -> tensor<2xi32> {
  %a = tensor.extract_slice %t[1] [2] [2] : tensor<8xi32> to tensor<2xi32>
  return %a : tensor<2xi32>
}

func.func @insert_slice_stride(%d: tensor<6xi32>, %s: tensor<2xi32>) -> tensor<6xi32> {
  %r = tensor.insert_slice %s into %d[1] [2] [1] : tensor<2xi32> into tensor<6xi32>
  return %r : tensor<6xi32>
}

func.func @pad_inside(%t: tensor<4xi32>, %p: i32) -> i32 {
  return %p : i32
}

func.func @transposed_collapse(%t: tensor<2x3xi32>) -> tensor<6xi32> {
  %e = tensor.empty() : tensor<3x2xi32>
  %tr = linalg.transpose ins(%t : tensor<2x3xi32>) outs(%e : tensor<3x2xi32>) permutation = [1, 0]
  %c = tensor.collapse_shape %tr [[0, 1]] : tensor<3x2xi32> into tensor<6xi32>
  return %c : tensor<6xi32>
}

func.func @cast_shape(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c = tensor.cast %x : tensor<?xf32> to tensor<4xf32>
  %d = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}

func.func @read_uninitialized(%n: index) -> f32 {
  %z = arith.constant 0.0 : f32
  return %z : f32
}

// CHECK: @concat_second_part: FAILED (return value mismatch)
// CHECK: @slice_offset: FAILED (return value mismatch)
// CHECK:        returned value #0: first mismatching element [1]
// CHECK: @insert_slice_stride: FAILED (return value mismatch)
// CHECK:        returned value #0: first mismatching element [2]
// CHECK: @pad_inside: FAILED (return value mismatch)
// CHECK: @transposed_collapse: FAILED (return value mismatch)
// CHECK:        returned value #0: first mismatching element [{{[1-4]}}]
// CHECK: @cast_shape: FAILED (target is undefined where the source is defined)
// CHECK-NEXT:   %x = tensor {{[0-35-9]|[0-9][0-9]+}} {{.*}}
// CHECK: @read_uninitialized: verified (source is always undefined)
