// SOUNDNESS: wrong int-semantics: an index truncated to i32 and sign-extended back emitted as a plain widening
// REQUIRES: mlir-opt-19
// The source wraps indices at 2^31; the target keeps them.
// RUN: %mlir-opt --canonicalize %s | %mutate 'arith.index_cast %arg0 : index to i32' 'arith.index_cast %arg0 : index to i64' | %mutate '(%\d+) = arith.extsi (%\d+) : i32 to i64\n    return %\d+' 'return \2' > %t.bad.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.bad.mlir | filecheck %s
// CHECK: @trunc_index: FAILED (return value mismatch)
// CHECK: source: -{{[0-9]+}}

func.func @trunc_index(%i: index) -> i64 {
  %t = arith.index_cast %i : index to i32
  %r = arith.extsi %t : i32 to i64
  return %r : i64
}
