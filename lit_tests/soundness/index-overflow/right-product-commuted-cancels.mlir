// SOUNDNESS: right index-overflow: an extract at a * b - b * a + a (wrapping products cancel) as an extract at a
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check --accept-bounded %t.src.mlir %t.tgt.mlir | filecheck %s
// CHECK: @f: verified

func.func @f(%t: tensor<?xf32>, %a: index, %b: index) -> f32 {
  %c1 = arith.constant 1 : index
  %b1 = arith.ori %b, %c1 : index
  %p = arith.muli %a, %b1 : index
  %p2 = arith.muli %b1, %a : index
  %q = arith.subi %p, %p2 : index
  %r = arith.addi %q, %a : index
  %e = tensor.extract %t[%r] : tensor<?xf32>
  return %e : f32
}

// ----- target

func.func @f(%t: tensor<?xf32>, %a: index, %b: index) -> f32 {
  %e = tensor.extract %t[%a] : tensor<?xf32>
  return %e : f32
}
