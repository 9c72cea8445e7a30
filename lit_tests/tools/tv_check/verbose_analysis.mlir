// REQUIRES: mlir-opt-19
// tv-check --verbose prints, per function, the analysis behind the
// abstraction (refinement/analysis.py): the float values that size the
// abstract float domain per format (function arguments per side, other
// values, constants), the width they give and the layout of each format of
// the cast chain, how --fp-bits replaced the count, the memref arguments per
// element type, and each constant --max-const-tensor-size left unknown.
// Target: mlir-opt-19's generalization of this file.
// RUN: %mlir-opt --linalg-generalize-named-ops --mlir-print-op-generic %s > %t.gen.mlir
// RUN: tv-check --verbose %s %t.gen.mlir | filecheck %s
// CHECK:      @scale: verified
// CHECK:      @widen: verified
// CHECK:      @copy: verified
// CHECK:      analysis of @scale:
// The 2x3 tensors count 6 each (linalg.mul is not elementwise for the count):
// %x in the source and in the target, the products, the 5 constants other
// than 1.0.
// CHECK-NEXT:   float values that size the abstract float domain (counted over the source and the target; a shaped value counts as its element count, as an op here reads many of its elements): N = 49
// CHECK-NEXT:     f32: 12 function arguments (source 6, target 6), 32 other values, 5 constants
// CHECK-NEXT:   abstract float width 8 bits = 2 + ceil(log2(N + 4)) for N = 49
// CHECK-NEXT:   abstract float layout, cast chain f32:
// CHECK-NEXT:     f32: 8 bits = sign 1 | magnitude 7
// CHECK-NEXT: analysis of @widen:
// CHECK-NEXT:   float values that size the abstract float domain (counted over the source and the target): N = 8
// CHECK-NEXT:     f32: 4 function arguments (source 2, target 2), 2 other values, 0 constants
// CHECK-NEXT:     f64: 0 function arguments, 2 other values, 0 constants
// CHECK-NEXT:   abstract float width 6 bits = 2 + ceil(log2(N + 4)) for N = 8
// CHECK-NEXT:   abstract float layout, cast chain f32 < f64:
// CHECK-NEXT:     f32: 6 bits = sign 1 | magnitude 5
// CHECK-NEXT:     f64: 11 bits = sign 1 | limit 1 | f32 magnitude 5 | precision 4
// CHECK-NEXT: analysis of @copy:
// CHECK:        memref arguments per element type (arguments of one type may alias each other):
// CHECK-NEXT:     memref arguments of element type f32: 2 (%a, %b)
// CHECK-NEXT:     memref arguments of element type i32: 1 (%c)
// CHECK-NEXT:     arguments of different element types (f32, i32) do not alias (typed no-alias assumption)
//
// --fp-bits 3 replaces the 44 non-constant values by 2^3: a narrower domain.
// RUN: tv-check --verbose -fp-bits=3 %s %t.gen.mlir --function scale | filecheck %s --check-prefix=BITS
// BITS:      f32: 12 function arguments (source 6, target 6), 32 other values, 5 constants
// BITS-NEXT: --fp-bits 3: N = 2^3 + 5 constants = 13 (counted: 49)
// BITS-NEXT: abstract float width 7 bits = 2 + ceil(log2(N + 4)) for N = 13
// BITS-NEXT: abstract float layout, cast chain f32:
// BITS-NEXT:   f32: 7 bits = sign 1 | magnitude 6
//
// Without --verbose: no analysis.
// RUN: tv-check %s %t.gen.mlir | filecheck %s --check-prefix=QUIET
// QUIET-NOT: analysis
// QUIET-NOT: float values
//
// A mutant (one element of the constant changed) fails in round 1 (the
// constant unknown), and a concrete run confirms the failure before round
// 2 (constants precise) is needed; the analysis names the constant left
// unknown in round 1 in the source (by its name) and in the target
// (generic form: no name), and counts the mutant's extra constant.
// RUN: %mutate '6.000000e\+00' '7.000000e+00' < %t.gen.mlir > %t.bad.mlir
// RUN: filecheck %s --check-prefix=BAD-IR < %t.bad.mlir
// BAD-IR: dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 7.000000e+00]]>
// RUN: %expect-exit 1 -- tv-check --verbose -max-const-tensor-size=2 %s %t.bad.mlir --function scale | filecheck %s --check-prefix=SKIP
// SKIP:      @scale: FAILED (return value mismatch)
// SKIP:        round 1 (dot: uf, fp_sum: uf, constants: limited, fp width 8): sat
// SKIP-NEXT:   note: confirmed by a concrete run with exact IEEE floats on drawn input {{[0-9]+}}, before any solving
// SKIP:      analysis of @scale:
// SKIP:          f32: 12 function arguments (source 6, target 6), 32 other values, 6 constants
// SKIP:        constants left unknown by --max-const-tensor-size 2:
// SKIP-NEXT:     verbose_analysis.mlir:69:10: %cst = arith.constant of tensor<2x3xf32>, 6 elements (round 1)
// SKIP-NEXT:     verbose_analysis.mlir.tmp.bad.mlir:{{[0-9]+}}:{{[0-9]+}}: arith.constant of tensor<2x3xf32>, 6 elements (round 1)

func.func @scale(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %cst = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %m = linalg.mul ins(%x, %cst : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %m : tensor<2x3xf32>
}

func.func @widen(%y: f32, %z: f32) -> f64 {
  %s = arith.addf %y, %z : f32
  %d = arith.extf %s : f32 to f64
  return %d : f64
}

func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xi32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}
