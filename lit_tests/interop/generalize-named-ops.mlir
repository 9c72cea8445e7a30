// REQUIRES: mlir-opt-19
// tv-generalize-named-ops writes exactly what mlir-opt-19's
// linalg-generalize-named-ops writes, for every named op tvmlir
// supports: same indexing maps, iterator types and bodies, operand order
// included (both printed by mlir-opt-19, then compared line by line).
// linalg.reciprocal is the one exception, pinned in passes/.
// RUN: tv-opt -p tv-generalize-named-ops %s | %mlir-opt --mlir-print-local-scope > %t.ours
// RUN: %mlir-opt --linalg-generalize-named-ops --mlir-print-local-scope %s > %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: filecheck %s < %t.ours

// CHECK-LABEL: func.func @contractions
// CHECK:       arith.mulf %in, %in_0 : f32
// CHECK-NEXT:  arith.addf %out, %{{.*}} : f32
func.func @contractions(%A: tensor<8x16xf32>, %B: tensor<16x4xf32>, %C: tensor<8x4xf32>,
                        %a3: tensor<2x8x16xf32>, %b3: tensor<2x16x4xf32>, %c3: tensor<2x8x4xf32>,
                        %v: tensor<16xf32>, %w: tensor<8xf32>, %s: tensor<f32>)
    -> (tensor<8x4xf32>, tensor<2x8x4xf32>, tensor<8xf32>, tensor<16xf32>, tensor<f32>) {
  %0 = linalg.matmul ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) -> tensor<8x4xf32>
  %1 = linalg.batch_matmul ins(%a3, %b3 : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%c3 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  %2 = linalg.matvec ins(%A, %v : tensor<8x16xf32>, tensor<16xf32>) outs(%w : tensor<8xf32>) -> tensor<8xf32>
  %3 = linalg.vecmat ins(%w, %A : tensor<8xf32>, tensor<8x16xf32>) outs(%v : tensor<16xf32>) -> tensor<16xf32>
  %4 = linalg.dot ins(%v, %v : tensor<16xf32>, tensor<16xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  func.return %0, %1, %2, %3, %4 : tensor<8x4xf32>, tensor<2x8x4xf32>, tensor<8xf32>, tensor<16xf32>, tensor<f32>
}

// Mixed element types are cast to the accumulator's (OpDSL's cast_signed).
// CHECK-LABEL: func.func @mixed
// CHECK:       arith.sitofp %in : i8 to f32
// CHECK:       arith.extf %in_0 : f16 to f32
func.func @mixed(%a: tensor<4x8xi8>, %b: tensor<8xf16>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.matvec ins(%a, %b : tensor<4x8xi8>, tensor<8xf16>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @convolutions
// CHECK:       affine_map<(d0, d1) -> (d0 + d1)>
// CHECK:       affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3 * 3, d4)>
func.func @convolutions(%i1: tensor<18xf32>, %k1: tensor<3xf32>, %o1: tensor<16xf32>,
                        %i2: tensor<10x10xf32>, %k2: tensor<3x3xf32>, %o2: tensor<8x8xf32>,
                        %in: tensor<1x10x3xf32>, %k: tensor<3x3x4xf32>, %o: tensor<1x2x4xf32>,
                        %in4: tensor<1x10x10x3xf32>, %k4: tensor<3x3x3x4xf32>, %o4: tensor<1x8x8x4xf32>,
                        %kd: tensor<3x3x3xf32>, %od: tensor<1x8x8x3xf32>)
    -> (tensor<16xf32>, tensor<8x8xf32>, tensor<1x2x4xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x3xf32>) {
  %0 = linalg.conv_1d ins(%i1, %k1 : tensor<18xf32>, tensor<3xf32>) outs(%o1 : tensor<16xf32>) -> tensor<16xf32>
  %1 = linalg.conv_2d ins(%i2, %k2 : tensor<10x10xf32>, tensor<3x3xf32>) outs(%o2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = linalg.conv_1d_nwc_wcf {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%in, %k : tensor<1x10x3xf32>, tensor<3x3x4xf32>) outs(%o : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  %3 = linalg.conv_2d_nhwc_hwcf ins(%in4, %k4 : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%o4 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %4 = linalg.depthwise_conv_2d_nhwc_hwc ins(%in4, %kd : tensor<1x10x10x3xf32>, tensor<3x3x3xf32>) outs(%od : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  func.return %0, %1, %2, %3, %4 : tensor<16xf32>, tensor<8x8xf32>, tensor<1x2x4xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x3xf32>
}

// Pooling accumulates into the output; the window operand is never read.
// CHECK-LABEL: func.func @pooling
// CHECK:       arith.maximumf %out, %in : f32
// CHECK:       arith.minimumf %out, %in : f32
// CHECK:       arith.addf %out, %in : f32
// CHECK:       arith.maximumf %out, %in : f32
func.func @pooling(%in: tensor<1x10x10x3xf32>, %win: tensor<3x3xf32>, %po: tensor<1x4x4x3xf32>,
                   %inc: tensor<1x3x10x10xf32>, %poc: tensor<1x3x8x8xf32>)
    -> (tensor<1x4x4x3xf32>, tensor<1x4x4x3xf32>, tensor<1x4x4x3xf32>, tensor<1x3x8x8xf32>) {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %win : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%po : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %1 = linalg.pooling_nhwc_min {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %win : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%po : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %2 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %win : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%po : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %3 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%inc, %win : tensor<1x3x10x10xf32>, tensor<3x3xf32>) outs(%poc : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  func.return %0, %1, %2, %3 : tensor<1x4x4x3xf32>, tensor<1x4x4x3xf32>, tensor<1x4x4x3xf32>, tensor<1x3x8x8xf32>
}

// CHECK-LABEL: func.func @elementwise
// CHECK: arith.addf %in, %in_0
// CHECK: arith.subf %in, %in_0
// CHECK: arith.mulf %in, %in_0
// CHECK: arith.divf %in, %in_0
// CHECK: arith.maximumf %in, %in_0
// CHECK: arith.minimumf %in, %in_0
// CHECK: math.powf %in, %in_0
// CHECK: arith.select %in, %in_0, %in_1
// CHECK: arith.divui %in, %in_0
func.func @elementwise(%x: tensor<8x16xf32>, %y: tensor<8x16xf32>, %z: tensor<8x16xf32>,
                       %c: tensor<8x16xi1>, %i: tensor<8x16xi32>)
    -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>,
        tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xi32>) {
  %0 = linalg.add ins(%x, %y : tensor<8x16xf32>, tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.sub ins(%x, %y : tensor<8x16xf32>, tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = linalg.mul ins(%x, %y : tensor<8x16xf32>, tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %3 = linalg.div ins(%x, %y : tensor<8x16xf32>, tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = linalg.max ins(%x, %y : tensor<8x16xf32>, tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %5 = linalg.min ins(%x, %y : tensor<8x16xf32>, tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %6 = linalg.powf ins(%x, %y : tensor<8x16xf32>, tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %7 = linalg.select ins(%c, %x, %y : tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %8 = linalg.div_unsigned ins(%i, %i : tensor<8x16xi32>, tensor<8x16xi32>) outs(%i : tensor<8x16xi32>) -> tensor<8x16xi32>
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xi32>
}

// CHECK-LABEL: func.func @unary
// CHECK: math.exp %in
// CHECK: math.log %in
// CHECK: math.sqrt %in
// CHECK: math.rsqrt %in
// CHECK: math.absf %in
// CHECK: math.ceil %in
// CHECK: math.floor %in
// CHECK: arith.negf %in
// CHECK: math.tanh %in
// CHECK: math.erf %in
// CHECK: arith.mulf %in, %in
func.func @unary(%x: tensor<8x16xf32>, %z: tensor<8x16xf32>)
    -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>,
        tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = linalg.exp ins(%x : tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.log ins(%x : tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = linalg.sqrt ins(%x : tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %3 = linalg.rsqrt ins(%x : tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = linalg.abs ins(%x : tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %5 = linalg.ceil ins(%x : tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %6 = linalg.floor ins(%x : tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %7 = linalg.negf ins(%x : tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %8 = linalg.tanh ins(%x : tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %9 = linalg.erf ins(%x : tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %10 = linalg.square ins(%x : tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}

// CHECK-LABEL: func.func @data_movement
// CHECK: affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>
// CHECK: affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>
// CHECK: affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>
// CHECK: iterator_types = ["reduction", "parallel"]
func.func @data_movement(%x: tensor<8x16xf32>, %t: tensor<16x8xf32>, %b: tensor<16xf32>, %z: tensor<8x16xf32>, %f: f32)
    -> (tensor<16x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16xf32>) {
  %0 = linalg.transpose ins(%x : tensor<8x16xf32>) outs(%t : tensor<16x8xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%b : tensor<16xf32>) outs(%z : tensor<8x16xf32>) dimensions = [0]
  %2 = linalg.fill ins(%f : f32) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %3 = linalg.copy ins(%x : tensor<8x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%b : tensor<16xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %acc, %in : f32
      linalg.yield %m : f32
    }
  func.return %0, %1, %2, %3, %4 : tensor<16x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<16xf32>
}
