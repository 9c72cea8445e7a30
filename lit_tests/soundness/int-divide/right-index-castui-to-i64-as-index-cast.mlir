// SOUNDNESS: right int-divide: index_castui index to i64 as index_cast (index is 64 bits: no extension)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%a: index, %b: index) -> i64 {
  %r = arith.index_castui %a : index to i64
  return %r : i64
}

// ----- target

func.func @f(%a: index, %b: index) -> i64 {
  %r = arith.index_cast %a : index to i64
  return %r : i64
}
