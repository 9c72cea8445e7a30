// SOUNDNESS: wrong int-semantics: the canonicalized index_cast of a possibly negative i32 edited to index_castui
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED (target is undefined where the source is defined)

func.func @f(%x: i32, %t: tensor<?xf32>) -> (i64, f32) {
  %i = arith.index_cast %x : i32 to index
  %c10 = arith.constant 10 : index
  %j = arith.addi %i, %c10 : index
  %e = tensor.extract %t[%j] : tensor<?xf32>
  %r = arith.index_cast %i : index to i64
  return %r, %e : i64, f32
}

// ----- target

func.func @f(%arg0: i32, %arg1: tensor<?xf32>) -> (i64, f32) {
  %c10 = arith.constant 10 : index
  %0 = arith.index_castui %arg0 : i32 to index
  %1 = arith.addi %0, %c10 : index
  %extracted = tensor.extract %arg1[%1] : tensor<?xf32>
  %2 = arith.index_cast %0 : index to i64
  return %2, %extracted : i64, f32
}
