// REQUIRES: mlir-opt-19, heavy
// affine.parallel, affine.vector_load/store and affine.prefetch in tv-check
// (semantics/affine_loops.py): what -lower-affine makes of them (scf.parallel
// from the max/min of each bound group, integer reductions from their
// identity; vector.load/store at the map's indices; memref.prefetch, no
// effect).  MLIR 19's own tests (Conversion/AffineToStandard/lower-affine.mlir
// @affine_parallel_simple, @affine_parallel_with_reductions_i64 and
// @affine_parallel_with_reductions;
// Dialect/Affine/canonicalize.mlir @prefetch_canonicalize) and their
// mlir-opt-19 outputs verify; mutants of the real outputs fail.
// RUN: %mlir-opt --lower-affine %s > %t.low.mlir
// RUN: %expect-exit 2 -- tv-check %s %t.low.mlir | filecheck --check-prefix=LOW %s
// RUN: %mlir-opt --canonicalize %s > %t.canon.mlir
// RUN: %expect-exit 2 -- tv-check %s %t.canon.mlir | filecheck --check-prefix=CANON %s
// A lower bound of the scf.parallel moved by one:
// RUN: %mutate 'scf.parallel \((%\w+), (%\w+)\) = \(%c0, ' 'scf.parallel (\1, \2) = (%c1, ' < %t.low.mlir > %t.lb.mlir
// RUN: %expect-exit 1 -- tv-check --function groups %s %t.lb.mlir | filecheck --check-prefix=LB %s
// The muli reduction started from 2, not its identity 1:
// RUN: %mutate 'arith.constant 1 : i64' 'arith.constant 2 : i64' < %t.low.mlir > %t.init.mlir
// RUN: %expect-exit 1 -- tv-check --function affine_parallel_with_reductions_i64 %s %t.init.mlir | filecheck --check-prefix=INIT %s
// The source's andi reduction read as ori (the lowering's own output as the target):
// RUN: %mutate 'reduce \("andi"\)' 'reduce ("ori")' < %s > %t.kind.mlir
// RUN: %expect-exit 1 -- tv-check --function andi_or_xor %t.kind.mlir %t.low.mlir | filecheck --check-prefix=KIND %s
// The vector store one lane early:
// RUN: %mutate '%c8 = arith.constant 8 : index' '%c8 = arith.constant 7 : index' < %t.low.mlir > %t.vec.mlir
// RUN: %expect-exit 1 -- tv-check --function vec %s %t.vec.mlir | filecheck --check-prefix=VEC %s
// A prefetch out of bounds is no UB: a source that prefetches past the end
// does not excuse a target returning another value.
// RUN: %mutate 'return %arg2 : f32' 'return %arg3 : f32' < %t.low.mlir > %t.pre.mlir
// RUN: %expect-exit 1 -- tv-check --function prefetch_past_end %s %t.pre.mlir | filecheck --check-prefix=PRE %s
// Iterations that write one element race (their order is unspecified):
// RUN: %mutate 'affine.store %x, %m\[%i, %j\]' 'affine.store %x, %m[0, %j]' < %s > %t.race.mlir
// RUN: %expect-exit 2 -- tv-check --function groups %s %t.race.mlir | filecheck --check-prefix=RACE %s

// LOW: @groups: verified
// LOW-NEXT: @andi_or_xor: verified
// LOW-NEXT: @vec: verified
// LOW-NEXT: @prefetch_past_end: verified
// LOW-NEXT: @affine_parallel_simple: verified
// LOW-NEXT: @affine_parallel_with_reductions_i64: verified
// LOW-NEXT: @affine_parallel_with_reductions: unsupported (affine.parallel at {{.*}}parallel_upstream.mlir:{{[0-9]+}}:10: a parallel reduction addf that is not an exactly associative and commutative integer one (addi, andi, muli, ori))
// LOW-NEXT: @prefetch_canonicalize: verified
// CANON: @groups: verified
// CANON: @prefetch_canonicalize: verified
// LB: @groups: FAILED (memory mismatch)
// INIT: @affine_parallel_with_reductions_i64: FAILED (return value mismatch (2/2))
// KIND: @andi_or_xor: FAILED (return value mismatch (1/2))
// VEC: @vec: FAILED (memory mismatch)
// PRE: @prefetch_past_end: FAILED (return value mismatch)
// RACE: @groups: unsupported (affine.parallel at {{.*}}race.mlir:{{[0-9]+}}:3: two iterations may access the same memory element, one writing it (the order of parallel iterations is unspecified))

// Two bound groups of two results each (max of the lower, min of the upper).
func.func @groups(%m: memref<8x8xf32>, %n: index, %x: f32) {
  affine.parallel (%i, %j) = (0, max(0, %n - 4)) to (min(4, %n), 2) step (2, 1) {
    affine.store %x, %m[%i, %j] : memref<8x8xf32>
  }
  return
}

func.func @andi_or_xor(%m: memref<3xi8>) -> (i8, i8) {
  %r = affine.parallel (%i) = (0) to (3) reduce ("andi") -> (i8) {
    %v = affine.load %m[%i] : memref<3xi8>
    affine.yield %v : i8
  }
  %s = affine.parallel (%i) = (0) to (3) reduce ("ori") -> (i8) {
    %v = affine.load %m[%i] : memref<3xi8>
    affine.yield %v : i8
  }
  return %r, %s : i8, i8
}

func.func @vec(%m: memref<4x16xf32>, %i: index) {
  %v = affine.vector_load %m[%i, 0] : memref<4x16xf32>, vector<8xf32>
  affine.vector_store %v, %m[%i, 8] : memref<4x16xf32>, vector<8xf32>
  return
}

func.func @prefetch_past_end(%m: memref<8xf32>, %i: index, %x: f32, %y: f32) -> f32 {
  affine.prefetch %m[%i + 100], read, locality<3>, data : memref<8xf32>
  return %x : f32
}

// From MLIR 19's Conversion/AffineToStandard/lower-affine.mlir:
func.func @affine_parallel_simple(%arg0: memref<3x3xf32>, %arg1: memref<3x3xf32>) -> (memref<3x3xf32>) {
  %O = memref.alloc() : memref<3x3xf32>
  affine.parallel (%kx, %ky) = (0, 0) to (2, 2) {
      %1 = affine.load %arg0[%kx, %ky] : memref<3x3xf32>
      %2 = affine.load %arg1[%kx, %ky] : memref<3x3xf32>
      %3 = arith.mulf %1, %2 : f32
      affine.store %3, %O[%kx, %ky] : memref<3x3xf32>
  }
  return %O : memref<3x3xf32>
}

func.func @affine_parallel_with_reductions_i64(%arg0: memref<3x3xi64>, %arg1: memref<3x3xi64>) -> (i64, i64) {
  %0:2 = affine.parallel (%kx, %ky) = (0, 0) to (2, 2) reduce ("addi", "muli") -> (i64, i64) {
            %1 = affine.load %arg0[%kx, %ky] : memref<3x3xi64>
            %2 = affine.load %arg1[%kx, %ky] : memref<3x3xi64>
            %3 = arith.muli %1, %2 : i64
            %4 = arith.addi %1, %2 : i64
            affine.yield %3, %4 : i64, i64
          }
  return %0#0, %0#1 : i64, i64
}

func.func @affine_parallel_with_reductions(%arg0: memref<3x3xf32>, %arg1: memref<3x3xf32>) -> (f32, f32) {
  %0:2 = affine.parallel (%kx, %ky) = (0, 0) to (2, 2) reduce ("addf", "mulf") -> (f32, f32) {
            %1 = affine.load %arg0[%kx, %ky] : memref<3x3xf32>
            %2 = affine.load %arg1[%kx, %ky] : memref<3x3xf32>
            %3 = arith.mulf %1, %2 : f32
            %4 = arith.addf %1, %2 : f32
            affine.yield %3, %4 : f32, f32
          }
  return %0#0, %0#1 : f32, f32
}

// From Dialect/Affine/canonicalize.mlir:
func.func @prefetch_canonicalize(%arg0: memref<512xf32>) -> () {
  affine.for %arg3 = 0 to 8  {
    %1 = affine.apply affine_map<()[s0] -> (s0 * 64)>()[%arg3]
    affine.prefetch %arg0[%1], read, locality<3>, data : memref<512xf32>
  }
  return
}
