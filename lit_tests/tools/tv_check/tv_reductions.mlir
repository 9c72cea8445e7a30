// tv.fsum / tv.fdot: a sum of a permuted tensor equals the sum only under
// --associative; a dot commutes; tv.fdot is the sum of the products.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s
// RUN: tv-check --associative %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=ASSOC

func.func @sum_reversed(%t: tensor<3x!tv.afloat<f32>>) -> !tv.afloat<f32> {
  %s = tv.fsum %t : tensor<3x!tv.afloat<f32>> -> !tv.afloat<f32>
  return %s : !tv.afloat<f32>
}

func.func @dot_commutes(%a: tensor<4x!tv.afloat<f32>>, %b: tensor<4x!tv.afloat<f32>>) -> !tv.afloat<f32> {
  %d = tv.fdot %a, %b : tensor<4x!tv.afloat<f32>> -> !tv.afloat<f32>
  return %d : !tv.afloat<f32>
}

// ----- target

func.func @sum_reversed(%t: tensor<3x!tv.afloat<f32>>) -> !tv.afloat<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %t[%c2] : tensor<3x!tv.afloat<f32>>
  %y = tensor.extract %t[%c1] : tensor<3x!tv.afloat<f32>>
  %z = tensor.extract %t[%c0] : tensor<3x!tv.afloat<f32>>
  %r = tensor.from_elements %x, %y, %z : tensor<3x!tv.afloat<f32>>
  %s = tv.fsum %r : tensor<3x!tv.afloat<f32>> -> !tv.afloat<f32>
  return %s : !tv.afloat<f32>
}

func.func @dot_commutes(%a: tensor<4x!tv.afloat<f32>>, %b: tensor<4x!tv.afloat<f32>>) -> !tv.afloat<f32> {
  %d = tv.fdot %b, %a : tensor<4x!tv.afloat<f32>> -> !tv.afloat<f32>
  return %d : !tv.afloat<f32>
}

// CHECK: @sum_reversed: FAILED (return value mismatch)
// CHECK: @dot_commutes: verified

// ASSOC: @sum_reversed: verified
// ASSOC: @dot_commutes: verified
