// SOUNDNESS: wrong tv-check: the hoisted tensor.extract_slice of -loop-invariant-code-motion's output made the loop's initial value, so a zero-trip loop returns the slice (out of bounds: a use of it is UB) where the source returns %init
// REQUIRES: mlir-opt-19
// RUN: %mlir-opt --loop-invariant-code-motion %s | %mutate 'iter_args\(%%arg5 = %%arg3\)' 'iter_args(%%arg5 = %%extracted_slice)' > %t.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded %s %t.mlir | filecheck %s

func.func @f(%t: tensor<?xf32>, %o: index, %n: index, %init: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ub = arith.minui %n, %c2 : index
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %init) -> (tensor<4xf32>) {
    %s = tensor.extract_slice %t[%o] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %b = linalg.map { arith.addf } ins(%a, %s : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>)
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK: @f: FAILED ({{target is undefined where the source is defined|return value mismatch}})
