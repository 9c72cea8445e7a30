// REQUIRES: mlir-tv-corpus
// The corpus runner's quick subset (one process): every verdict expected,
// none wrong, the per-category table printed; one UNSUPPORTED pair (the
// same program on both sides) that tv-check verifies counts as "beyond".
// Each query is bounded by z3 work (TVMLIR_RLIMIT, lit.cfg.py); the pair's
// wall-clock limit is only a hang detector, far above what a pair needs
// even on a loaded machine (60 s, the benchmark's default, was not).
// RUN: %python %benchmarks/mlir_tv_corpus.py --quick --pair-timeout 900 --corpus %mlir-tv-corpus | filecheck %s

// CHECK: category {{ *}}| pairs | expected | beyond | wrong | disputed | unsup | timeout | other | median s | p90 s | mlir-tv expected | mlir-tv median | mlir-tv p90
// CHECK: fp-ops {{ *}}| 3 {{ *}}| 3 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0
// CHECK: linalg-loops {{ *}}| 3 {{ *}}| 2 {{ *}}| 1 {{ *}}| 0
// CHECK: tosa-ops {{ *}}| 3 {{ *}}| 3 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0
// CHECK: all {{ *}}| 19 {{ *}}| 18 {{ *}}| 1 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0 {{ *}}| 0
// CHECK: wrong verdicts: 0
// CHECK: disputed: 0
// CHECK: not expected: 1
// CHECK-NEXT: beyond {{ *}}litmus/linalg-loops/empty: want unsupported, got verified
// CHECK: mlir-tv reaches the expected verdict and tv-check does not: 0
// CHECK: tv-check reaches the expected verdict and mlir-tv does not: 0
// CHECK: mlir-tv UNSUPPORTED, tv-check decides (beyond): 1
// CHECK-NEXT: litmus/linalg-loops/empty: tv-check verified in {{.*}} s (the same program on both sides)
// CHECK: expected or beyond: tv-check 19, mlir-tv (expected, UNSUPPORTED included) 19
