// REQUIRES: heavy
// A linalg op writing a whole buffer that is then read back by indices
// (one-shot-bufferize's output for a depthwise convolution): the read
// takes the written tensor's element directly while no other store came
// in between, instead of the write's lambda, whose inverse divides each
// address by the strides (mlir-tv's linalg-bufferize/depthwise1/2 timed
// out on those 64-bit divisions; this pair took > 20 s, now ~1 s).
// A store after the convolution must still be seen (it is folded over
// the written tensor), and a wrong fill value must be rejected.
// RUN: %mlir-opt %s > %t.src.mlir
// RUN: %mlir-opt --one-shot-bufferize %s > %t.tgt.mlir
// RUN: tv-check %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OK
// RUN: %mutate '^( *)(%[0-9]+ = bufferization.to_tensor %alloc)' '\1%c0 = arith.constant 0 : index\n\1%c1 = arith.constant 1 : index\n\1memref.store %cst, %alloc[%c0, %c1, %c0, %c1, %c0] : memref<1x3x3x2x3xf32>\n\1\2' < %t.tgt.mlir > %t.store.mlir
// RUN: filecheck %s --check-prefix=STORE-IR < %t.store.mlir
// RUN: %expect-exit 1 -- tv-check --succinct %t.src.mlir %t.store.mlir | filecheck %s --check-prefix=BAD
// RUN: %mutate '0.000000e\+00 : f32' '1.000000e+00 : f32' < %t.tgt.mlir > %t.fill.mlir
// RUN: %expect-exit 1 -- tv-check --succinct %t.src.mlir %t.fill.mlir | filecheck %s --check-prefix=BAD

// OK: @depthwise: verified
// STORE-IR: linalg.depthwise_conv_2d_nhwc_hwcm
// STORE-IR: memref.store %cst, %alloc[%c0, %c1, %c0, %c1, %c0]
// STORE-IR-NEXT: bufferization.to_tensor %alloc
// BAD: @depthwise: FAILED (return value mismatch)

func.func @depthwise(%arg0: tensor<1x7x6x2xf32>, %arg1: tensor<3x2x2x3xf32>) -> tensor<1x3x3x2x3xf32> {
  %0 = tensor.empty() : tensor<1x3x3x2x3xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x3x3x2x3xf32>) -> tensor<1x3x3x2x3xf32>
  %2 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x7x6x2xf32>, tensor<3x2x2x3xf32>) outs(%1 : tensor<1x3x3x2x3xf32>) -> tensor<1x3x3x2x3xf32>
  return %2 : tensor<1x3x3x2x3xf32>
}
