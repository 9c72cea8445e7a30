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
// Sizes and times are never negative (-1 means "never" only for
// --max-const-tensor-size).
// RUN: %bad-input tv-check --max-tensor-size=-3 %s %s | filecheck %s --check-prefix=SIZE
// SIZE: tv-check: error: --max-tensor-size must not be negative, got -3
// RUN: %bad-input tv-check -max-unknown-dimsize=-1 %s %s | filecheck %s --check-prefix=DIM
// DIM: tv-check: error: --max-unknown-dimsize must not be negative, got -1
// RUN: %bad-input tv-check --smt-to -1 %s %s | filecheck %s --check-prefix=TIME
// TIME: tv-check: error: --smt-to must not be negative, got -1
// RUN: %bad-input tv-check --unroll-fp-sum-bound=-1 %s %s | filecheck %s --check-prefix=UNROLL
// UNROLL: tv-check: error: --unroll-fp-sum-bound must not be negative, got -1
// RUN: %bad-input tv-check --max-const-tensor-size=-2 %s %s | filecheck %s --check-prefix=CONST
// CONST: tv-check: error: --max-const-tensor-size must be -1 (never) or at least 0, got -2
// RUN: tv-check --max-const-tensor-size=-1 %s %s | filecheck %s --check-prefix=NEVER
// NEVER: @f: verified
