// RUN: %bad-input tv-opt -p no-such-pass %s | filecheck %s --check-prefix=PASS
// PASS: tv-opt: error: bad pass pipeline 'no-such-pass': Unrecognized passes: ['no-such-pass']
// RUN: %bad-input tv-opt -p 'strip-tv{depth=3}' %s | filecheck %s --check-prefix=OPTION
// OPTION: tv-opt: error: bad pass pipeline 'strip-tv{depth=3}': Provided arguments ["depth"] not found in expected arguments []
// A pipeline syntax error is bad input too (xDSL raises a BaseException).
// RUN: %bad-input tv-opt -p 'verify{emit-smtlib=/no/quotes}' %s | filecheck %s --check-prefix=SYNTAX
// SYNTAX: tv-opt: error: bad pass pipeline 'verify{emit-smtlib=/no/quotes}': Error parsing pass pipeline specification:
// RUN: %bad-input tv-opt -p 'verify{fp=reals}' %s | filecheck %s --check-prefix=VERIFY
// VERIFY: tv-opt: error: bad pass pipeline 'verify{fp=reals}': fp must be one of abstract, ieee, got 'reals'
// RUN: %bad-input tv-opt --no-such-flag %s | filecheck %s --check-prefix=FLAG
// FLAG: tv-opt: error: unrecognized arguments: --no-such-flag
// RUN: %bad-input tv-opt -t no-such-target %s | filecheck %s --check-prefix=TARGET
// TARGET: tv-opt: error: argument -t/--target: invalid choice: 'no-such-target' (choose from mlir, smtlib)
// Negative sizes and times are refused, never taken silently.
// RUN: %bad-input tv-opt -p 'verify{timeout=-5}' %s | filecheck %s --check-prefix=TIMEOUT
// TIMEOUT: tv-opt: error: bad pass pipeline 'verify{timeout=-5}': timeout and rlimit must not be negative
// RUN: %bad-input tv-opt -p 'verify{rlimit=-5}' %s | filecheck %s --check-prefix=RLIMIT
// RLIMIT: tv-opt: error: bad pass pipeline 'verify{rlimit=-5}': timeout and rlimit must not be negative
// RUN: %bad-input tv-opt -p 'verify{timeout=0}' %s | filecheck %s --check-prefix=NOLIMIT
// NOLIMIT: tv-opt: error: bad pass pipeline 'verify{timeout=0}': timeout and rlimit cannot both be 0 (no limit)
// RUN: %bad-input tv-opt -p 'verify{depth=0}' %s | filecheck %s --check-prefix=DEPTH
// DEPTH: tv-opt: error: bad pass pipeline 'verify{depth=0}': depth must be positive
// RUN: %bad-input tv-opt -p 'lower{tile-sizes=-2,4}' %s | filecheck %s --check-prefix=TILES
// TILES: tv-opt: error: bad pass pipeline 'lower{tile-sizes=-2,4}': tile sizes must be positive, got (-2, 4)
func.func @f() {
  func.return
}
