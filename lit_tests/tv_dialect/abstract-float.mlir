// Round trip of the abstract-FP type and ops in pretty and generic form.
// RUN: tv-opt %s | filecheck %s
// RUN: tv-opt %s --print-op-generic | tv-opt | filecheck %s
// RUN: tv-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @formats
// CHECK-SAME: (%{{.*}}: !tv.afloat<f16>, %{{.*}}: !tv.afloat<bf16>, %{{.*}}: !tv.afloat<f32>, %{{.*}}: !tv.afloat<f64>)
func.func @formats(%h: !tv.afloat<f16>, %b: !tv.afloat<bf16>, %s: !tv.afloat<f32>, %d: !tv.afloat<f64>) {
  func.return
}

// CHECK-LABEL: func.func @arith
func.func @arith(%a: !tv.afloat<f32>, %b: !tv.afloat<f32>) -> i1 {
  // CHECK: %[[C:.*]] = tv.constant 1.500000e+00 : f32
  // GENERIC: "tv.constant"() <{value = 1.500000e+00 : f32}> : () -> !tv.afloat<f32>
  %c = tv.constant 1.5 : f32
  // CHECK: %[[NZ:.*]] = tv.constant -0.000000e+00 : f64
  %nz = tv.constant -0.0 : f64
  // CHECK: %[[ADD:.*]] = tv.fadd %{{.*}}, %{{.*}} : !tv.afloat<f32>
  // GENERIC: "tv.fadd"(%{{.*}}, %{{.*}}) : (!tv.afloat<f32>, !tv.afloat<f32>) -> !tv.afloat<f32>
  %0 = tv.fadd %a, %b : !tv.afloat<f32>
  // CHECK: %[[SUB:.*]] = tv.fsub %[[ADD]], %[[C]] : !tv.afloat<f32>
  // GENERIC: "tv.fsub"
  %1 = tv.fsub %0, %c : !tv.afloat<f32>
  // CHECK: %[[MUL:.*]] = tv.fmul %[[SUB]], %{{.*}} : !tv.afloat<f32>
  // GENERIC: "tv.fmul"
  %2 = tv.fmul %1, %a : !tv.afloat<f32>
  // CHECK: %[[DIV:.*]] = tv.fdiv %[[MUL]], %{{.*}} : !tv.afloat<f32>
  // GENERIC: "tv.fdiv"
  %3 = tv.fdiv %2, %b : !tv.afloat<f32>
  // CHECK: %[[POW:.*]] = tv.fpow %[[DIV]], %{{.*}} : !tv.afloat<f32>
  // GENERIC: "tv.fpow"
  %4 = tv.fpow %3, %a : !tv.afloat<f32>
  // CHECK: %[[NEG:.*]] = tv.fneg %[[POW]] : !tv.afloat<f32>
  // GENERIC: "tv.fneg"(%{{.*}}) : (!tv.afloat<f32>) -> !tv.afloat<f32>
  %5 = tv.fneg %4 : !tv.afloat<f32>
  // CHECK: %[[ABS:.*]] = tv.fabs %[[NEG]] : !tv.afloat<f32>
  // GENERIC: "tv.fabs"
  %6 = tv.fabs %5 : !tv.afloat<f32>
  // CHECK: %[[H:.*]] = tv.fcast %[[ABS]] : !tv.afloat<f32> to !tv.afloat<f16>
  // GENERIC: "tv.fcast"(%{{.*}}) : (!tv.afloat<f32>) -> !tv.afloat<f16>
  %7 = tv.fcast %6 : !tv.afloat<f32> to !tv.afloat<f16>
  // CHECK: tv.fcast %[[H]] : !tv.afloat<f16> to !tv.afloat<f64>
  %8 = tv.fcast %7 : !tv.afloat<f16> to !tv.afloat<f64>
  // CHECK: %[[CMP:.*]] = tv.fcmp ult, %[[ABS]], %{{.*}} : !tv.afloat<f32>
  // GENERIC: "tv.fcmp"(%{{.*}}, %{{.*}}) <{predicate = #tv<fcmp_predicate ult>}> : (!tv.afloat<f32>, !tv.afloat<f32>) -> i1
  %9 = tv.fcmp ult, %6, %a : !tv.afloat<f32>
  // CHECK: return %[[CMP]] : i1
  func.return %9 : i1
}

// All sixteen predicates of arith.cmpf.
// CHECK-LABEL: func.func @predicates
func.func @predicates(%a: !tv.afloat<f16>, %b: !tv.afloat<f16>) {
  // CHECK-COUNT-16: tv.fcmp {{false|oeq|ogt|oge|olt|ole|one|ord|ueq|ugt|uge|ult|ule|une|uno|true}},
  %0 = tv.fcmp false, %a, %b : !tv.afloat<f16>
  %1 = tv.fcmp oeq, %a, %b : !tv.afloat<f16>
  %2 = tv.fcmp ogt, %a, %b : !tv.afloat<f16>
  %3 = tv.fcmp oge, %a, %b : !tv.afloat<f16>
  %4 = tv.fcmp olt, %a, %b : !tv.afloat<f16>
  %5 = tv.fcmp ole, %a, %b : !tv.afloat<f16>
  %6 = tv.fcmp one, %a, %b : !tv.afloat<f16>
  %7 = tv.fcmp ord, %a, %b : !tv.afloat<f16>
  %8 = tv.fcmp ueq, %a, %b : !tv.afloat<f16>
  %9 = tv.fcmp ugt, %a, %b : !tv.afloat<f16>
  %10 = tv.fcmp uge, %a, %b : !tv.afloat<f16>
  %11 = tv.fcmp ult, %a, %b : !tv.afloat<f16>
  %12 = tv.fcmp ule, %a, %b : !tv.afloat<f16>
  %13 = tv.fcmp une, %a, %b : !tv.afloat<f16>
  %14 = tv.fcmp uno, %a, %b : !tv.afloat<f16>
  %15 = tv.fcmp true, %a, %b : !tv.afloat<f16>
  func.return
}

// CHECK-LABEL: func.func @reductions
func.func @reductions(%t: tensor<4x8x!tv.afloat<f32>>, %x: tensor<?x!tv.afloat<bf16>>) -> (!tv.afloat<f32>, !tv.afloat<bf16>) {
  // CHECK: tv.fsum %{{.*}} : tensor<4x8x!tv.afloat<f32>> -> !tv.afloat<f32>
  // GENERIC: "tv.fsum"(%{{.*}}) : (tensor<4x8x!tv.afloat<f32>>) -> !tv.afloat<f32>
  %s = tv.fsum %t : tensor<4x8x!tv.afloat<f32>> -> !tv.afloat<f32>
  // CHECK: tv.fdot %{{.*}}, %{{.*}} : tensor<?x!tv.afloat<bf16>> -> !tv.afloat<bf16>
  // GENERIC: "tv.fdot"(%{{.*}}, %{{.*}}) : (tensor<?x!tv.afloat<bf16>>, tensor<?x!tv.afloat<bf16>>) -> !tv.afloat<bf16>
  %d = tv.fdot %x, %x : tensor<?x!tv.afloat<bf16>> -> !tv.afloat<bf16>
  func.return %s, %d : !tv.afloat<f32>, !tv.afloat<bf16>
}
