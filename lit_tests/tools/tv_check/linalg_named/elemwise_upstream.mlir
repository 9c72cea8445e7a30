// REQUIRES: mlir-opt-19
// linalg.elemwise_unary / elemwise_binary mean what mlir-opt-19's
// generalization of them means (MLIR 19's
// Dialect/Linalg/generalize-named-polymorphic-ops.mlir forms): `fun` picks
// the scalar function (default exp / add), `cast` (default cast_signed)
// casts each input to the output's type, a rank-0 input is broadcast.
// They were unsupported by name; a wrong function, operand order or cast in
// the generalized target is FAILED, an unmodelled `fun` unsupported.
// RUN: %mlir-opt --linalg-generalize-named-ops %s > %t.gen.mlir
// RUN: tv-check %s %t.gen.mlir | filecheck %s
// RUN: %mutate 'math.exp' 'math.log' < %t.gen.mlir > %t.fun.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.fun.mlir | filecheck --check-prefix=FUN %s
// RUN: %mutate 'arith.subf %in, %in_0' 'arith.subf %in_0, %in' < %t.gen.mlir > %t.order.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.order.mlir | filecheck --check-prefix=ORDER %s
// RUN: %mutate 'arith.sitofp' 'arith.uitofp' < %t.gen.mlir > %t.cast.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.cast.mlir | filecheck --check-prefix=CAST %s
// RUN: %mutate --nth -1 '= #linalg.binary_fn<mul>' '= #linalg.binary_fn<max_unsigned>' < %s > %t.unmodelled.mlir
// RUN: %expect-exit 2 -- tv-check %t.unmodelled.mlir %t.gen.mlir | filecheck --check-prefix=UNMODELLED %s
// A `fun` of the other arity is bad input, as mlir-opt-19's verifier says:
// RUN: %mutate --nth -1 '= #linalg.unary_fn<negf>' '= #linalg.binary_fn<add>' < %s > %t.arity.mlir
// RUN: not %mlir-opt %t.arity.mlir 2>&1 | filecheck --check-prefix=ARITY %s
// RUN: %bad-input tv-check %t.arity.mlir %t.gen.mlir | filecheck --check-prefix=ARITY %s

func.func @generalize_elemwise_exp(%lhs : tensor<2x3xf32>, %output : tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.elemwise_unary ins(%lhs: tensor<2x3xf32>) outs(%output: tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0: tensor<2x3xf32>
}

func.func @generalize_elemwise_negf(%lhs : tensor<2x3xf32>, %output : tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.elemwise_unary {fun = #linalg.unary_fn<negf>}
                              ins(%lhs: tensor<2x3xf32>) outs(%output: tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0: tensor<2x3xf32>
}

func.func @generalize_elemwise_add(%lhs : tensor<2x3xf32>, %rhs : tensor<2x3xf32>, %output : tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.elemwise_binary ins(%lhs, %rhs: tensor<2x3xf32>, tensor<2x3xf32>)
                              outs(%output: tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0: tensor<2x3xf32>
}

func.func @generalize_elemwise_mul(%lhs : tensor<2x3xf32>, %rhs : tensor<2x3xf32>, %output : tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.elemwise_binary {fun = #linalg.binary_fn<mul>}
                              ins(%lhs, %rhs: tensor<2x3xf32>, tensor<2x3xf32>)
                              outs(%output: tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0: tensor<2x3xf32>
}

func.func @generalize_elemwise_rank_zero(%lhs : tensor<f32>, %rhs : tensor<f32>, %output : tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.elemwise_binary {fun = #linalg.binary_fn<sub>}
                              ins(%lhs, %rhs: tensor<f32>, tensor<f32>)
                              outs(%output: tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0: tensor<2x3xf32>
}

func.func @generalize_elemwise_cast(%lhs : tensor<4xi8>, %rhs : tensor<4xf32>, %output : tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elemwise_binary {fun = #linalg.binary_fn<max_signed>}
                              ins(%lhs, %rhs: tensor<4xi8>, tensor<4xf32>)
                              outs(%output: tensor<4xf32>) -> tensor<4xf32>
  return %0: tensor<4xf32>
}

// CHECK: @generalize_elemwise_exp: verified
// CHECK-NEXT: @generalize_elemwise_negf: verified
// CHECK-NEXT: @generalize_elemwise_add: verified
// CHECK-NEXT: @generalize_elemwise_mul: verified
// CHECK-NEXT: @generalize_elemwise_rank_zero: verified
// CHECK-NEXT: @generalize_elemwise_cast: verified

// FUN: @generalize_elemwise_exp: FAILED (return value mismatch)
// ORDER: @generalize_elemwise_rank_zero: FAILED (return value mismatch)
// CAST: @generalize_elemwise_cast: FAILED (return value mismatch)
// UNMODELLED: @generalize_elemwise_mul: unsupported (linalg.elemwise_binary at {{.*}}: fun = #linalg.binary_fn<max_unsigned> is not modelled)
// ARITY: arity.mlir:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}}'linalg.elemwise_unary' op attribute 'fun' failed to satisfy constraint
