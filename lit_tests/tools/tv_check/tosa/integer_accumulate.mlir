// Integer and quantized accumulation (semantics/tosa_int_accumulate.py):
// TOSA's conv2d / fully_connected / matmul on int8 with zero points
// (`quantization_info`), accumulating exactly in out_t (i32), each step's
// range REQUIRE'd.  mlir-opt-19's `--tosa-optional-decompositions` turns a
// 1x1 quantized conv2d into a fully_connected between reshapes, keeping
// the zero points: verified.  The same output with the input zero point
// changed, or the weight zero point dropped, is FAILED.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --tosa-optional-decompositions %s > %t.tgt.mlir
// RUN: %expect-exit 0 -- tv-check %s %t.tgt.mlir | filecheck %s
// CHECK-DAG: @conv: verified
// CHECK-DAG: @mm: verified
// RUN: %mutate --all 'input_zp = 42' 'input_zp = 41' < %t.tgt.mlir > %t.zp.mlir
// RUN: %expect-exit 1 -- tv-check --function conv %s %t.zp.mlir | filecheck --check-prefix=ZP %s
// ZP: @conv: FAILED (return value mismatch)
// RUN: %mutate 'b_zp = -3' 'b_zp = 0' < %t.tgt.mlir > %t.bzp.mlir
// RUN: %expect-exit 1 -- tv-check --function mm %s %t.bzp.mlir | filecheck --check-prefix=BZP %s
// BZP: @mm: FAILED (return value mismatch)

func.func @conv(%arg0: tensor<1x1x2x2xi8>, %arg1: tensor<1x1x1x2xi8>, %arg2: tensor<1xi32>) -> tensor<1x1x2x1xi32> {
  %0 = tosa.conv2d %arg0, %arg1, %arg2 {pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 42, weight_zp = 24>} : (tensor<1x1x2x2xi8>, tensor<1x1x1x2xi8>, tensor<1xi32>) -> tensor<1x1x2x1xi32>
  return %0 : tensor<1x1x2x1xi32>
}

func.func @mm(%a: tensor<1x2x3xi8>, %b: tensor<1x3x2xi8>) -> tensor<1x2x2xi32> {
  %0 = tosa.matmul %a, %b {quantization_info = #tosa.matmul_quant<a_zp = 1, b_zp = -3>} : (tensor<1x2x3xi8>, tensor<1x3x2xi8>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}
