// --disable-verify turns the IR verifier off, so it is refused with the
// passes whose result is a claim about the input (verify, annotate,
// encode-smt): a shape-inconsistent matmul must never be "verified".
// RUN: %bad-input tv-opt --disable-verify --annotate --lower --verify %s | filecheck %s
// RUN: %bad-input tv-opt --disable-verify -p 'annotate,lower,verify' %s | filecheck %s
// CHECK: tv-opt: error: --disable-verify cannot be combined with annotate, verify: a verdict or spec about IR that fails its verifier means nothing
// RUN: %bad-input tv-opt --disable-verify --encode-smt %s | filecheck %s --check-prefix=SMT
// SMT: --disable-verify cannot be combined with encode-smt
// Without --disable-verify the same input is bad input at the op.
// RUN: %bad-input tv-opt --annotate --lower --verify %s | filecheck %s --check-prefix=VERIFIER
// VERIFIER: disable-verify.mlir:16:8: error: 'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4
// --disable-verify alone still prints the IR (for looking at it).
// RUN: tv-opt --disable-verify %s | filecheck %s --check-prefix=PRINT
// PRINT: linalg.matmul
func.func @mm(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
