// REQUIRES: mlir-opt-19
// An attribute that changes what a named op computes is never ignored: a
// matmul with `cast = #linalg.type_fn<cast_unsigned>` (zero-extending its
// i8 operands) is unsupported, in tv-check and in tv-generalize-named-ops,
// whether tvmlir reads it natively or through mlir-opt-19's generic form
// (where tvmlir's matmul has no `cast` property: unreadable, so
// unsupported).  The default, cast_signed, is what the semantics model.
// RUN: %expect-exit 2 -- tv-check --reader native %s %s | filecheck %s --check-prefix=CAST
// RUN: %bad-input tv-opt --reader native --tv-generalize-named-ops %s | filecheck %s --check-prefix=GEN
// RUN: %expect-exit 2 -- tv-check --reader mlir-opt %s %s | filecheck %s --check-prefix=GENERIC
// RUN: %mutate '\{cast = #linalg.type_fn<cast_unsigned>\} ins' '{cast = #linalg.type_fn<cast_signed>} ins' < %s > %t.signed.mlir
// RUN: tv-opt --reader native --tv-generalize-named-ops %t.signed.mlir | filecheck %s --check-prefix=SIGNED
func.func @unsigned_matmul(%a: tensor<4x8xi8>, %b: tensor<8x4xi8>, %c: tensor<4x4xi32>) -> tensor<4x4xi32> {
  %0 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xi8>, tensor<8x4xi8>) outs(%c : tensor<4x4xi32>) -> tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}
// CAST: @unsigned_matmul: unsupported (linalg.matmul at {{.*}}linalg-fn-attrs.mlir:14:8: cast = #linalg.type_fn<cast_unsigned> is not modelled)
// GEN: linalg-fn-attrs.mlir:14:8: error: 'linalg.matmul' op unsupported: cast = #linalg.type_fn<cast_unsigned> is not modelled
// GENERIC: unsupported (tvmlir cannot read this valid MLIR: {{.*}}property 'cast' is not defined by the operation 'linalg.matmul'{{.*}} at {{.*}}linalg-fn-attrs.mlir:14:8)
// SIGNED: arith.extsi %{{.*}} : i8 to i32
