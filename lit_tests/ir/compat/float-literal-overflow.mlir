// A decimal float literal beyond its type's range is infinity, as MLIR
// rounds it (`APFloat::convert`, to nearest-even): the form of MLIR's own
// Dialect/Tosa/constant-reciprocal-fold.mlir (`dense<[-6.0e+15, 6.0e+15]> :
// tensor<2xf16>`), which crashed the reader (xDSL's packing raised
// OverflowError).  65519 rounds down to the largest f16, 65520 up to inf.
// RUN: %split-pair %s %t
// RUN: tv-opt %t.src.mlir | filecheck %s --check-prefix=READ
// READ: %c = arith.constant 0x7c00 : f16
// READ-NEXT: %d = arith.constant dense<[0xfc00, 6.550400e+04, 0x7c00]> : tensor<3xf16>
// READ-NEXT: %e = arith.constant 0xff800000 : f32
// READ-NEXT: %s = "tosa.const"() <{value = dense<0x7c00> : tensor<2xf16>}> : () -> tensor<2xf16>

// The target is mlir-opt-19's print of the source: verified; with the
// largest finite f16 in place of its infinity, FAILED.
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=SAME
// SAME: @f: verified
// RUN: %mutate 0x7C00 0x7BFF < %t.tgt.mlir > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.bad.mlir | filecheck %s --check-prefix=BAD
// BAD: @f: FAILED

func.func @f() -> (f16, tensor<3xf16>, f32, tensor<2xf16>) {
  %c = arith.constant 1.0e10 : f16
  %d = arith.constant dense<[-6.0e+15, 65519.0, 65520.0]> : tensor<3xf16>
  %e = arith.constant -1.0e300 : f32
  %s = "tosa.const"() {value = dense<6.0e+15> : tensor<2xf16>} : () -> tensor<2xf16>
  return %c, %d, %e, %s : f16, tensor<3xf16>, f32, tensor<2xf16>
}

// ----- target

func.func @f() -> (f16, tensor<3xf16>, f32, tensor<2xf16>) {
  %cst = arith.constant 0x7C00 : f16
  %cst_0 = arith.constant dense<[0xFC00, 6.550400e+04, 0x7C00]> : tensor<3xf16>
  %cst_1 = arith.constant 0xFF800000 : f32
  %0 = "tosa.const"() <{value = dense<0x7C00> : tensor<2xf16>}> : () -> tensor<2xf16>
  return %cst, %cst_0, %cst_1, %0 : f16, tensor<3xf16>, f32, tensor<2xf16>
}
