// SOUNDNESS: wrong int-semantics: index_cast index -> i64 of a sign-extended i32 replaced by extui of the i32
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (return value mismatch (1/2))

func.func @f(%x: i32, %t: tensor<?xf32>) -> (i64, f32) {
  %i = arith.index_cast %x : i32 to index
  %c10 = arith.constant 10 : index
  %j = arith.addi %i, %c10 : index
  %e = tensor.extract %t[%j] : tensor<?xf32>
  %r = arith.index_cast %i : index to i64
  return %r, %e : i64, f32
}

// ----- target

func.func @f(%x: i32, %t: tensor<?xf32>) -> (i64, f32) {
  %i = arith.index_cast %x : i32 to index
  %c10 = arith.constant 10 : index
  %j = arith.addi %i, %c10 : index
  %e = tensor.extract %t[%j] : tensor<?xf32>
  %r = arith.extui %x : i32 to i64
  return %r, %e : i64, f32
}
