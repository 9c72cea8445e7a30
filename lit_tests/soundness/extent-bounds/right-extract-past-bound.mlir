// SOUNDNESS: right extent-bounds: an extract at index 60 of a tensor<?xi32>, its index computed as 6 * 10: verified for every size, and not "source is always undefined" (it is defined for extents > 60)
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified
// CHECK-NOT: always undefined

func.func @f(%t: tensor<?xi32>) -> i32 {
  %c = arith.constant 60 : index
  %r = tensor.extract %t[%c] : tensor<?xi32>
  return %r : i32
}

// ----- target

func.func @f(%t: tensor<?xi32>) -> i32 {
  %a = arith.constant 6 : index
  %b = arith.constant 10 : index
  %c = arith.muli %a, %b : index
  %r = tensor.extract %t[%c] : tensor<?xi32>
  return %r : i32
}
