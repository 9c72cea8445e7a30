// TOSA elementwise ops as mlir-opt-19 prints them (rank broadcasting,
// two-operand mul with a shift attribute, clamp's attributes), with the
// spec's integer overflow UB and apply_max_s / apply_min_s zero signs.
// REQUIRES: mlir-opt-19
// RUN: %split-pair %s %t
// RUN: %mlir-opt %t.src.mlir > %t.src19.mlir
// RUN: %mlir-opt %t.tgt.mlir > %t.tgt19.mlir
// RUN: %expect-exit 1 -- tv-check %t.src19.mlir %t.tgt19.mlir | filecheck %s
// The printed syntax is what tv-check read:
// RUN: filecheck %s --check-prefix=SYNTAX < %t.src19.mlir

func.func @add_rank_bcast(%a: tensor<i32>, %b: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.add"(%a, %b) : (tensor<i32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

func.func @mul_shift_halves(%a: tensor<4xi32>) -> tensor<4xi32> {
  %two = "tosa.const"() {value = dense<2> : tensor<4xi32>} : () -> tensor<4xi32>
  %0 = "tosa.mul"(%a, %two) {shift = 1 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

func.func @mul_no_shift(%a: tensor<4xi32>) -> tensor<4xi32> {
  %two = "tosa.const"() {value = dense<2> : tensor<4xi32>} : () -> tensor<4xi32>
  %0 = "tosa.mul"(%a, %two) {shift = 0 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

func.func @xor_self(%a: tensor<3xi32>) -> tensor<3xi32> {
  %0 = "tosa.bitwise_xor"(%a, %a) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

func.func @or_self(%a: tensor<3xi32>) -> tensor<3xi32> {
  %0 = "tosa.bitwise_or"(%a, %a) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

func.func @not_not(%a: tensor<3xi8>) -> tensor<3xi8> {
  %0 = "tosa.bitwise_not"(%a) : (tensor<3xi8>) -> tensor<3xi8>
  %1 = "tosa.bitwise_not"(%0) : (tensor<3xi8>) -> tensor<3xi8>
  return %1 : tensor<3xi8>
}

func.func @wrapping_add(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = arith.addi %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}

func.func @clamp_twice(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.clamp"(%x) {min_fp = 0.0 : f32, max_fp = 6.0 : f32, min_int = 0 : i64, max_int = 6 : i64} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "tosa.clamp"(%0) {min_fp = 0.0 : f32, max_fp = 6.0 : f32, min_int = 0 : i64, max_int = 6 : i64} : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

func.func @clamp_vs_maximumf(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.clamp"(%x) {min_fp = 0.0 : f32, max_fp = 6.0 : f32, min_int = 0 : i64, max_int = 6 : i64} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// ----- target

func.func @add_rank_bcast(%a: tensor<i32>, %b: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.add"(%b, %a) : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

func.func @mul_shift_halves(%a: tensor<4xi32>) -> tensor<4xi32> {
  return %a : tensor<4xi32>
}

func.func @mul_no_shift(%a: tensor<4xi32>) -> tensor<4xi32> {
  return %a : tensor<4xi32>
}

func.func @xor_self(%a: tensor<3xi32>) -> tensor<3xi32> {
  %0 = "tosa.const"() {value = dense<0> : tensor<3xi32>} : () -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

func.func @or_self(%a: tensor<3xi32>) -> tensor<3xi32> {
  %0 = "tosa.const"() {value = dense<0> : tensor<3xi32>} : () -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

func.func @not_not(%a: tensor<3xi8>) -> tensor<3xi8> {
  return %a : tensor<3xi8>
}

func.func @wrapping_add(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

func.func @clamp_twice(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.clamp"(%x) {min_fp = 0.0 : f32, max_fp = 6.0 : f32, min_int = 0 : i64, max_int = 6 : i64} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @clamp_vs_maximumf(%x: tensor<2xf32>) -> tensor<2xf32> {
  %lo = arith.constant dense<0.0> : tensor<2xf32>
  %hi = arith.constant dense<6.0> : tensor<2xf32>
  %0 = arith.maximumf %x, %lo : tensor<2xf32>
  %1 = arith.minimumf %0, %hi : tensor<2xf32>
  return %1 : tensor<2xf32>
}

// SYNTAX: tosa.add %arg0, %arg1 : (tensor<i32>, tensor<2x3xi32>) -> tensor<2x3xi32>
// SYNTAX: tosa.mul %arg0, %0 {shift = 1 : i8}
// SYNTAX: tosa.clamp %arg0 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64}

// CHECK: @add_rank_bcast: verified
// CHECK: @mul_shift_halves: verified
// CHECK: @mul_no_shift: FAILED (return value mismatch)
// CHECK: @xor_self: verified
// CHECK: @or_self: FAILED (return value mismatch)
// CHECK: @not_not: verified
// An i32 overflow is UB in tosa.add (the spec's REQUIRE), not a wrap-around:
// CHECK: @wrapping_add: FAILED (target is undefined where the source is defined)
// CHECK: @clamp_twice: verified
// apply_max_s(-0.0, +0.0) is -0.0 (a >= b ? a : b); arith.maximumf gives +0.0:
// CHECK: @clamp_vs_maximumf: FAILED (return value mismatch)
// CHECK-NEXT: %arg0 = tensor 2 [-0.0, -0.0]
