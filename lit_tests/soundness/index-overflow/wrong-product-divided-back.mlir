// SOUNDNESS: wrong index-overflow: an extract at (a * b) / b (b odd, the product wrapping) replaced by an extract at a
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: FAILED

func.func @f(%t: tensor<?xf32>, %a: index, %b: index) -> f32 {
  %c1 = arith.constant 1 : index
  %b1 = arith.ori %b, %c1 : index
  %p = arith.muli %a, %b1 : index
  %q = arith.divui %p, %b1 : index
  %e = tensor.extract %t[%q] : tensor<?xf32>
  return %e : f32
}

// ----- target

func.func @f(%t: tensor<?xf32>, %a: index, %b: index) -> f32 {
  %e = tensor.extract %t[%a] : tensor<?xf32>
  return %e : f32
}
