// Mixed-precision named ops (valid MLIR 19) parse, and generalize exactly
// as mlir-opt-19's linalg-generalize-named-ops does: each input is cast to
// the output's element type (extf, extsi, sitofp, truncf) before the
// multiply-accumulate.  conv_2d_nchw_fchw takes optional strides too.
// RUN: tv-opt %s | tv-opt | filecheck %s --check-prefix=ROUNDTRIP
// RUN: tv-opt -p tv-generalize-named-ops %s | filecheck %s
// ROUNDTRIP: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xf16>, tensor<8x2xf16>) outs(%{{.*}} : tensor<4x2xf32>)

// CHECK-LABEL: func.func @f16_f32
// CHECK:      ^{{.*}}(%{{.*}}: f16, %{{.*}}: f16, %[[OUT:.*]]: f32):
// CHECK-NEXT:   %[[A:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK-NEXT:   %[[B:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK-NEXT:   %[[M:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:   %[[S:.*]] = arith.addf %[[OUT]], %[[M]] : f32
// CHECK-NEXT:   linalg.yield %[[S]] : f32
func.func @f16_f32(%a: tensor<4x8xf16>, %b: tensor<8x2xf16>, %c: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf16>, tensor<8x2xf16>) outs(%c : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// CHECK-LABEL: func.func @i8_i32
// CHECK:        arith.extsi %{{.*}} : i8 to i32
// CHECK-NEXT:   arith.extsi %{{.*}} : i8 to i32
// CHECK-NEXT:   arith.muli
// CHECK-NEXT:   arith.addi
func.func @i8_i32(%a: tensor<4x8xi8>, %b: tensor<8x2xi8>, %c: tensor<4x2xi32>) -> tensor<4x2xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x2xi8>) outs(%c : tensor<4x2xi32>) -> tensor<4x2xi32>
  return %r : tensor<4x2xi32>
}

// CHECK-LABEL: func.func @f32_i32_f16
// CHECK:        arith.truncf %{{.*}} : f32 to f16
// CHECK-NEXT:   arith.sitofp %{{.*}} : i32 to f16
func.func @f32_i32_f16(%a: tensor<4x8xf32>, %b: tensor<8x2xi32>, %c: tensor<4x2xf16>) -> tensor<4x2xf16> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xi32>) outs(%c : tensor<4x2xf16>) -> tensor<4x2xf16>
  return %r : tensor<4x2xf16>
}

// CHECK-LABEL: func.func @conv_nchw
// CHECK:        arith.extsi %{{.*}} : i8 to i32
func.func @conv_nchw(%x: tensor<1x2x5x5xi8>, %w: tensor<3x2x3x3xi8>, %o: tensor<1x3x3x3xi32>) -> tensor<1x3x3x3xi32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x2x5x5xi8>, tensor<3x2x3x3xi8>) outs(%o : tensor<1x3x3x3xi32>) -> tensor<1x3x3x3xi32>
  return %r : tensor<1x3x3x3xi32>
}

func.func @conv_nhwc_fhwc(%x: tensor<1x5x5x2xf16>, %w: tensor<3x3x3x2xf16>, %o: tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %r = linalg.conv_2d_nhwc_fhwc {strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x5x5x2xf16>, tensor<3x3x3x2xf16>) outs(%o : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %r : tensor<1x3x3x3xf32>
}
