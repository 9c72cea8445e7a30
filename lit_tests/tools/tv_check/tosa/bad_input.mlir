// Malformed MLIR 19 TOSA is bad input (one located line, exit 3), and an
// op tvmlir reads but gives no meaning (an integer avg_pool2d) is
// unsupported, named.
// RUN: %split-pair %s %t
// RUN: %bad-input tv-check %S/Inputs/mul_no_shift.mlir %S/Inputs/mul_no_shift.mlir | filecheck %s --check-prefix=SHIFT
// RUN: %bad-input tv-check %S/Inputs/add_one_operand.mlir %S/Inputs/add_one_operand.mlir | filecheck %s --check-prefix=ARITY
// RUN: %expect-exit 2 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s

func.func @avg(%x: tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8> {
  %0 = tosa.avg_pool2d %x {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8>
  return %0 : tensor<1x1x1x1xi8>
}

func.func @padded(%x: tensor<1x2x2x1xf32>) -> tensor<1x3x3x1xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x3x3x1xf32>
  return %0 : tensor<1x3x3x1xf32>
}

// ----- target

func.func @avg(%x: tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8> {
  %0 = tosa.avg_pool2d %x {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8>
  return %0 : tensor<1x1x1x1xi8>
}

func.func @padded(%x: tensor<1x2x2x1xf32>) -> tensor<1x3x3x1xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x3x3x1xf32>
  return %0 : tensor<1x3x3x1xf32>
}

// SHIFT: mul_no_shift.mlir:2:8: error: 'tosa.mul' op expected a IntegerAttr attribute 'shift'
// ARITY: add_one_operand.mlir:2:8: error: 'tosa.add' op expected 2 operands, got 1
// CHECK: @avg: unsupported (tosa.avg_pool2d at {{.*}}: avg_pool2d other than a float one accumulating in its own type)
// CHECK: @padded: unsupported (tosa.max_pool2d at {{.*}}: padding)
