// Lifting soundness, its right counterpart: the same Triton copy kernel with its offsets kept at i32 (the truncation removed from its TTIR) is proved O[i] = X[i]
// RUN: %mutate 'tt.addptr %8, %7 : tensor<16x!tt.ptr<f32>>, tensor<16xi16>' 'tt.addptr %8, %4 : tensor<16x!tt.ptr<f32>>, tensor<16xi32>' < %S/Inputs/trunc16.ttir > %t.ttir
// RUN: tv-lift --timeout 600000 %t.ttir 2>&1 | filecheck %s

// CHECK: assumption: integer offset arithmetic (i32, i64) does not wrap
// CHECK: @trunc16: verified
// CHECK: @trunc16: proved: O[i] = X[i]
