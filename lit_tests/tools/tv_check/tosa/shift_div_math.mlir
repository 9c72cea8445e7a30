// TOSA's integer shifts and division (REQUIRE as UB) and float functions
// that are `math` functions (log, tanh, rsqrt, floor, ceil, erf: the same
// uninterpreted functions as `math.log`, ...) and sigmoid (1 / (1 + exp(-x)),
// printed as an assumption) against mlir-opt-19's tosa-to-linalg.
// @ashr_round is FAILED, a finding: the lowering computes the rounding bit
// as `shrsi %a, (%b - 1)` for every %b and masks it with `andi (%b > 0)`,
// so %b = 0 shifts by -1, which is poison, and `andi false, poison` is
// poison (MLIR/LLVM poison semantics): the spec's result is %a.
// Mutants of the real lowering (signed division and shift made unsigned,
// log made log1p) are FAILED.
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' %s > %t.tgt.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.tgt.mlir | filecheck %s
// RUN: %mutate 'divsi' 'divui' < %t.tgt.mlir | %mutate 'shrsi %in, %in_0 : i32' 'shrui %in, %in_0 : i32' \
// RUN:   | %mutate 'math.log %in' 'math.log1p %in' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s --check-prefix=BAD

func.func @ashr_round(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %r = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %r : tensor<2xi8>
}

func.func @ashr(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}

func.func @shifts(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = tosa.logical_left_shift %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %1 = tosa.logical_right_shift %0, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %1 : tensor<2xi32>
}

func.func @int_div(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = tosa.int_div %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}

func.func @unary(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.log %a : (tensor<2xf32>) -> tensor<2xf32>
  %1 = tosa.tanh %0 : (tensor<2xf32>) -> tensor<2xf32>
  %2 = tosa.rsqrt %1 : (tensor<2xf32>) -> tensor<2xf32>
  %3 = tosa.floor %2 : (tensor<2xf32>) -> tensor<2xf32>
  %4 = tosa.ceil %3 : (tensor<2xf32>) -> tensor<2xf32>
  %5 = tosa.erf %4 : (tensor<2xf32>) -> tensor<2xf32>
  return %5 : tensor<2xf32>
}

func.func @sigmoid(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.sigmoid %a : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK:      @ashr_round: FAILED (return value mismatch)
// CHECK:        %b = tensor 2
// CHECK:          target: poison
// CHECK:      @ashr: verified
// CHECK:      @shifts: verified
// CHECK:      @int_div: verified
// CHECK:      @unary: verified
// CHECK:      @sigmoid: verified
// CHECK:      @sigmoid: assumes tosa.sigmoid is computed as 1 / (1 + exp(-x))

// BAD: @ashr: FAILED (return value mismatch)
// BAD: @shifts: verified
// BAD: @int_div: FAILED (return value mismatch)
// BAD: @unary: FAILED (return value mismatch)
