// REQUIRES: mlir-opt-19
// A counterexample shows a small mismatching tensor or memref (at most 16
// elements, extents known in the model) whole, for the source and the
// target, nested like a dense literal, after the first mismatching element
// (mlir-tv's cexprint litmus tests).  --succinct prints no counterexample.
// Targets: mlir-opt-19's generalization of this file, verified; mutants of
// it (one constant changed) fail.
// RUN: %mlir-opt --linalg-generalize-named-ops --mlir-print-op-generic %s > %t.gen.mlir
// RUN: tv-check %s %t.gen.mlir | filecheck %s --check-prefix=OK
// OK: @transpose_const: verified
// OK-NEXT: @fill_memref: verified
//
// RUN: %mutate '\[4, 5, 6\]' '[4, 5, 7]' < %t.gen.mlir > %t.bad-const.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad-const.mlir | filecheck %s --check-prefix=TENSOR
// TENSOR:      @transpose_const: FAILED (return value mismatch)
// TENSOR-EMPTY:
// TENSOR-NEXT:   returned value #0: first mismatching element [2, 1]
// TENSOR-NEXT:     source: 6
// TENSOR-NEXT:     target: 7
// TENSOR-NEXT:   returned value #0 (3x2xi32), whole:
// TENSOR-NEXT:     source: {{\[\[}}1, 4], [2, 5], [3, 6]]{{$}}
// TENSOR-NEXT:     target: {{\[\[}}1, 4], [2, 5], [3, 7]]{{$}}
// TENSOR-NEXT: @fill_memref: verified
//
// A memory mismatch: the memref argument after the call, whole.
// RUN: %mutate 'value = 5 : i32' 'value = 6 : i32' < %t.gen.mlir > %t.bad-fill.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad-fill.mlir | filecheck %s --check-prefix=MEMREF
// MEMREF:      @transpose_const: verified
// MEMREF-NEXT: @fill_memref: FAILED (memory mismatch)
// MEMREF-NEXT:   %m = memref 2x3 in block 0 at offset {{[0-9]+}}
// MEMREF-EMPTY:
// MEMREF-NEXT:   memory of %m (block block0.i32) at offset {{[0-9]+}}:
// MEMREF-NEXT:     source: 5
// MEMREF-NEXT:     target: 6
// MEMREF-NEXT:   %m (2x3xi32) after the call, whole:
// MEMREF-NEXT:     source: {{\[\[}}5, 5, 5], [5, 5, 5]]{{$}}
// MEMREF-NEXT:     target: {{\[\[}}6, 6, 6], [6, 6, 6]]{{$}}
//
// --succinct: the verdicts only.
// RUN: %expect-exit 1 -- tv-check --succinct %s %t.bad-fill.mlir | filecheck %s --check-prefix=SUCCINCT
// SUCCINCT:      @transpose_const: verified
// SUCCINCT-NEXT: @fill_memref: FAILED (memory mismatch)
// SUCCINCT-NOT:  whole
// SUCCINCT-NOT:  source:
//
// A larger tensor (24 elements) keeps only the first mismatching element.
// RUN: %mutate 'value = dense<0> : tensor<4x6xi32>' 'value = dense<1> : tensor<4x6xi32>' < %t.gen.mlir > %t.bad-big.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad-big.mlir --function big | filecheck %s --check-prefix=BIG
// BIG:      @big: FAILED (return value mismatch)
// BIG-NEXT:   %x = tensor 4x6 {{.*}}
// BIG-EMPTY:
// BIG-NEXT:   returned value #0: first mismatching element [0, 0]
// BIG-NEXT:     source: 0
// BIG-NEXT:     target: {{-?[1-9][0-9]*}}
// BIG-NOT:  whole

func.func @transpose_const() -> tensor<3x2xi32> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %e = tensor.empty() : tensor<3x2xi32>
  %t = linalg.transpose ins(%c : tensor<2x3xi32>) outs(%e : tensor<3x2xi32>) permutation = [1, 0]
  return %t : tensor<3x2xi32>
}

func.func @fill_memref(%m: memref<2x3xi32>) {
  %c5 = arith.constant 5 : i32
  linalg.fill ins(%c5 : i32) outs(%m : memref<2x3xi32>)
  return
}

func.func @big(%x: tensor<4x6xi32>) -> tensor<4x6xi32> {
  %z = arith.constant dense<0> : tensor<4x6xi32>
  %e = tensor.empty() : tensor<4x6xi32>
  %r = linalg.mul ins(%x, %z : tensor<4x6xi32>, tensor<4x6xi32>) outs(%e : tensor<4x6xi32>) -> tensor<4x6xi32>
  return %r : tensor<4x6xi32>
}
