// REQUIRES: mlir-opt-19
// The `index` dialect (ir/compat/index.py, semantics/index_ops.py) on MLIR
// 19's own canonicalization tests (Dialect/Index/index-canonicalize.mlir):
// the folds are verified, and the one wrong fold in them is FAILED with
// its counterexample.  `cmp(sub(0, x), 0) -> cmp(0, x)` (IndexOps.cpp,
// CmpOp::canonicalize) assumes the subtraction does not wrap: at
// x = INT_MIN, `0 - x` is INT_MIN again, so `-x > 0` is false where
// `0 > x` is true (llvm/llvm-project#216042, a real upstream bug).
// RUN: %mlir-opt --canonicalize %s > %t.tgt.mlir
// RUN: %expect-exit 1 -- tv-check %s %t.tgt.mlir | filecheck %s

// CHECK-DAG: @arith: verified
func.func @arith(%a: index, %b: index) -> (index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c5 = index.constant 5
  %c-6 = index.constant -6
  %0 = index.add %a, %c0
  %1 = index.mul %b, %c1
  %2 = index.divs %c-6, %c5
  %3 = index.ceildivs %c-6, %c5
  %4 = index.floordivs %c-6, %c5
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// CHECK-DAG: @bits: verified
func.func @bits() -> (index, index, index, index, index) {
  %c1 = index.constant 1
  %c3 = index.constant 3
  %c-8 = index.constant -8
  %0 = index.shl %c1, %c3
  %1 = index.shrs %c-8, %c1
  %2 = index.shru %c3, %c1
  %3 = index.xor %c3, %c1
  %4 = index.maxu %c-8, %c3
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// CHECK-DAG: @cmp_same_args: verified
func.func @cmp_same_args(%a: index) -> (i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %a)
  %1 = index.cmp sge(%a, %a)
  %2 = index.cmp ult(%a, %a)
  %3 = index.cmp ne(%a, %a)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// CHECK-DAG: @casts: verified
func.func @casts() -> (i32, index, i64) {
  %c-1 = index.constant -1
  %c = arith.constant -1 : i32
  %0 = index.casts %c-1 : index to i32
  %1 = index.castu %c : i32 to index
  %2 = index.castu %c-1 : index to i64
  return %0, %1, %2 : i32, index, i64
}

// CHECK-DAG: @cmp_of_negation: FAILED (return value mismatch)
// CHECK-DAG: %x = -9223372036854775808
func.func @cmp_of_negation(%x: index) -> i1 {
  %c0 = index.constant 0
  %n = index.sub %c0, %x
  %r = index.cmp sgt(%n, %c0)
  return %r : i1
}
