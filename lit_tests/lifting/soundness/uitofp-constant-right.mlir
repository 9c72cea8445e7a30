// Lifting soundness, its right counterpart: the same Triton kernel with `sitofp` of the i32 constant -1 is proved O[i] = X[i] * -1.0
// RUN: %mutate '%cst = arith.constant dense<-1.000000e\+00> : tensor<16xf32>' '%ci = arith.constant dense<-1> : tensor<16xi32>\n    %cst = arith.sitofp %ci : tensor<16xi32> to tensor<16xf32>' < %S/Inputs/sitofp.ttir > %t.ttir
// RUN: tv-lift --timeout 600000 %t.ttir 2>&1 | filecheck %s

// CHECK: @sitofp_k: verified
// CHECK: @sitofp_k: proved: O[i] = X[i] * -1.0
