// Bad option values are bad input too.
// RUN: %bad-input tv-check --fp-bits=x %s %s | filecheck %s --check-prefix=INT
// RUN: %bad-input tv-check --fp=ieee --associative %s %s | filecheck %s --check-prefix=IEEE
// RUN: %bad-input tv-check --use-fn-argument-dims=f %s %s | filecheck %s --check-prefix=DIMS
// RUN: %bad-input tv-check --function nope %s %s | filecheck %s --check-prefix=FN
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
// INT: tv-check: error: argument --fp-bits/-fp-bits: invalid int value: 'x'
// IEEE: tv-check: error: --associative needs the abstract float encoding (not --fp=ieee)
// DIMS: tv-check: error: --use-fn-argument-dims: expected F@K, got 'f'
// FN: options.mlir:1:1: error: no function @nope with a body
