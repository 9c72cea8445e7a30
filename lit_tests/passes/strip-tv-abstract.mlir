// Abstract FP is not ghost code: strip-tv refuses it, at its location.
// RUN: %bad-input tv-opt --strip-tv %s | filecheck %s
// CHECK: strip-tv-abstract.mlir:7:8: error: 'tv.fadd' op is abstract floating point and has no concrete form; strip-tv only removes prophecies and specs
func.func @f(%a: !tv.afloat<f32>, %i: index) -> !tv.afloat<f32> {
  // The prophecy alone would be stripped ...
  %p = tv.prophesy %a for @s::@T [%i] : !tv.afloat<f32>
  %0 = tv.fadd %p, %p : !tv.afloat<f32>
  func.return %0 : !tv.afloat<f32>
}
