// --verify checks lowered code: a function still on tensors (annotated but
// not lowered) is unsupported, with a reason that says so, not a signature
// mismatch between two equal tensor types.
// RUN: %expect-exit 2 -- tv-opt --annotate --verify %s -o %t.out | filecheck %s

func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK: unsupported: func.func @f at {{.*}}unsupported-unlowered.mlir:6:1: argument 0 is tensor<4xf32>: --verify checks lowered code, whose tensors are memrefs (lower it first, e.g. --lower, or compare tensor programs with tv-check)
// CHECK: @f: unsupported
