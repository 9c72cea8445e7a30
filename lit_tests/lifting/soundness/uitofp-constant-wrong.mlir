// Lifting soundness, a kernel once proved with a wrong formula: a Triton kernel scaling by `uitofp` of the i32 constant -1 (4294967295.0) was proved O[i] = X[i] * -1.0
// The translation converted an integer constant to a float by its signed
// value whatever the cast; `arith.uitofp` reads the bits as unsigned.  The
// kernel is Triton's own TTIR for `x * tl.full([B], -1, tl.int32).to(tl.float32)`
// with the folded constant unfolded into the cast, then the cast made unsigned.
// RUN: %mutate '%cst = arith.constant dense<-1.000000e\+00> : tensor<16xf32>' '%ci = arith.constant dense<-1> : tensor<16xi32>\n    %cst = arith.uitofp %ci : tensor<16xi32> to tensor<16xf32>' < %S/Inputs/sitofp.ttir > %t.ttir
// RUN: tv-lift --timeout 600000 %t.ttir 2>&1 | filecheck %s

// CHECK-NOT: * -1.0
// CHECK: @sitofp_k: proved: O[i] = X[i] * 4.2949673e+09
