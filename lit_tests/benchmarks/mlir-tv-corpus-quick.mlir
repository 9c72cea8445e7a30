// REQUIRES: mlir-tv-corpus
// The corpus runner's quick subset (one process): every verdict expected,
// none wrong, the per-category table printed.
// RUN: %python %benchmarks/mlir_tv_corpus.py --quick --corpus %mlir-tv-corpus | filecheck %s

// CHECK: category {{ *}}| pairs | expected | wrong | disputed | unsup | timeout | other | median s | p90 s | mlir-tv expected | mlir-tv median | mlir-tv p90
// CHECK: fp-ops {{ *}}| 3 {{ *}}| 3 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0
// CHECK: tosa-ops {{ *}}| 3 {{ *}}| 3 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0
// CHECK: all {{ *}}| 18 {{ *}}| 18 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0
// CHECK: wrong verdicts: 0
// CHECK: disputed: 0
// CHECK: not expected: 0
// CHECK: mlir-tv reaches the expected verdict and tv-check does not: 0
// CHECK: tv-check reaches the expected verdict and mlir-tv does not: 0
