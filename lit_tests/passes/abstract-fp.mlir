// --abstract-fp: scalar float arithmetic as tv abstract-FP ops; fast-math
// ops and ops without an abstract form stay, with conversion casts at the
// boundary.  The rewrite is checked by tv-check (it must verify).
// RUN: tv-opt --abstract-fp %s | filecheck %s
// RUN: tv-opt --abstract-fp %s -o %t.mlir
// RUN: tv-check %s %t.mlir | filecheck %s --check-prefix=TV

func.func @f(%a: f32, %b: f32, %h: f64) -> (f32, i1, f64) {
  %c = arith.constant 2.0 : f32
  %x = arith.addf %a, %b : f32
  %y = arith.mulf %x, %c : f32
  %z = arith.negf %y : f32
  %w = math.exp %z : f32
  %q = arith.cmpf olt, %w, %a : f32
  %e = arith.extf %z : f32 to f64
  %s = arith.subf %e, %h fastmath<nnan> : f64
  return %w, %q, %s : f32, i1, f64
}

// CHECK:      %c = tv.constant 2.000000e+00 : f32
// CHECK:      %x = tv.fadd %{{.*}}, %{{.*}} : !tv.afloat<f32>
// CHECK-NEXT: %y = tv.fmul %x, %c : !tv.afloat<f32>
// CHECK-NEXT: %z = tv.fneg %y : !tv.afloat<f32>
// CHECK-NEXT: %[[Z:.*]] = builtin.unrealized_conversion_cast %z : !tv.afloat<f32> to f32
// CHECK-NEXT: %w = math.exp %[[Z]] : f32
// CHECK:      %q = tv.fcmp olt, %{{.*}}, %{{.*}} : !tv.afloat<f32>
// CHECK-NEXT: %e = tv.fcast %z : !tv.afloat<f32> to !tv.afloat<f64>
// CHECK-NEXT: %[[E:.*]] = builtin.unrealized_conversion_cast %e : !tv.afloat<f64> to f64
// CHECK-NEXT: %s = arith.subf %[[E]], %h fastmath<nnan> : f64

// TV: @f: verified
