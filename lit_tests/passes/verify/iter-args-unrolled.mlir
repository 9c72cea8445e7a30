// REQUIRES: mlir-opt-19, tv-plugin, heavy
// (about 15 s CPU for its runs: heavy, as every lit test of 15 s or more)
// Register accumulators (iter_args) without prophecies, as scalar
// replacement leaves a reduction: the accumulator is loaded from the output
// cell before the reduction loop, carried in iter_args, stored after it.
// This file is the affine form mlir-opt-19 prints for `tv-opt --annotate`
// of row_sum and matmul after one-shot-bufferize and
// convert-linalg-to-affine-loops, scalar-replaced by hand (no mlir-opt-19
// pass builds scalar iter_args); mlir-opt-19 lowers it (lower-affine) and
// unrolls it (affine-loop-unroll).  Each combine of the yield's chain gets
// an inferred claim (verify/inferred.py), checked like a prophecy.
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --lower-affine %s > %t.plain.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.plain.mlir -o %t.out.mlir | filecheck %s
// CHECK: @row_sum: verified
// CHECK: @matmul: verified
//
// Unrolled by 2: two combines per iteration.
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --affine-loop-unroll=unroll-factor=2 --lower-affine --canonicalize --cse %s > %t.u2.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.u2.mlir -o %t.out.mlir | filecheck %s --check-prefix=U2
// U2: ok      value = prophecy: arith.addf at {{.*}}: inferred @s's partial reduction (no tv.prophesy here)
// U2: ok      value = prophecy: scf.yield at {{.*}}: inferred @s's partial reduction (no tv.prophesy here)
// U2: @row_sum: verified
// U2: @matmul: verified
//
// Unrolled by 3 (16 = 5 * 3 + 1): the last element is combined after the
// loop, into the stored value.
// RUN: %mlir-opt --load-dialect-plugin=%tv-plugin --affine-loop-unroll=unroll-factor=3 --lower-affine --canonicalize --cse %s > %t.u3.mlir
// RUN: %expect-exit 0 -- tv-opt --verify %t.u3.mlir -o %t.out.mlir | filecheck %s --check-prefix=U3
// U3: ok      value = prophecy: memref.store at {{.*}}: inferred @s's partial reduction (no tv.prophesy here)
// U3: @row_sum: verified
// U3: @matmul: verified
//
// Mutants of the unrolled-by-2 code.  The second element of a step dropped
// (the first combine yielded):
// RUN: %mutate 'scf.yield %6 : f32' 'scf.yield %3 : f32' < %t.u2.mlir > %t.drop.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.drop.mlir -o %t.out.mlir | filecheck %s --check-prefix=DROP
// DROP: FAILED  value = prophecy: scf.yield at {{.*}}: the stored value is not the inferred spec element
// DROP: @row_sum: FAILED (value = prophecy)
// The first combine multiplies:
// RUN: %mutate '%3 = arith.addf %2, %arg4' '%3 = arith.mulf %2, %arg4' < %t.u2.mlir > %t.comb.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.comb.mlir -o %t.out.mlir | filecheck %s --check-prefix=COMB
// COMB: FAILED  value = prophecy: arith.mulf at {{.*}}: the stored value is not the inferred spec element
// COMB: @row_sum: FAILED (value = prophecy)
// The loop starts one element late:
// RUN: %mutate 'scf.for %arg3 = %c0 to %c16 step %c2' 'scf.for %arg3 = %c1 to %c16 step %c2' < %t.u2.mlir > %t.lb.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.lb.mlir -o %t.out.mlir | filecheck %s --check-prefix=LB
// LB: FAILED  read in bounds: memref.load at {{.*}}: reads %arg0 outside
// LB: @row_sum: FAILED
// The two elements of a step combined in reverse order (x[k+1] first): for
// addf without reassoc no order but the spec's is right (rounding), so the
// claims are inferred and fail.  (With an associative and commutative
// combiner such a chain may be right: nothing is inferred, unsupported;
// affine-cpu-forwarded.mlir's row max.)
// RUN: %mutate '%2 = memref.load %arg0\[%arg2, %arg3\]' '%4 = arith.addi %arg3, %c1 : index\n        %2 = memref.load %arg0[%arg2, %4]' < %t.u2.mlir | %mutate '%4 = arith.addi %arg3, %c1 : index\n        %5 = memref.load %arg0\[%arg2, %4\]' '%5 = memref.load %arg0[%arg2, %arg3]' > %t.rev.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.rev.mlir -o %t.out.mlir | filecheck %s --check-prefix=REV
// REV: FAILED  value = prophecy: arith.addf at {{.*}}: the stored value is not the inferred spec element
// REV: @row_sum: FAILED (value = prophecy)
// The matmul's second step reads B's row of the first:
// RUN: %mutate '(memref.load %arg1\[)%6(, %arg4\])' '\1%arg5\2' < %t.u2.mlir > %t.row.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.row.mlir -o %t.out.mlir | filecheck %s --check-prefix=ROW
// ROW: FAILED  value = prophecy: scf.yield at {{.*}}: the stored value is not the inferred spec element
// ROW: @matmul: FAILED (value = prophecy)
//
// Mutants of the unrolled-by-3 code: the remainder's element is not the
// last one, or the remainder is not stored.
// RUN: %mutate 'memref.load %arg0\[%arg2, %c15\]' 'memref.load %arg0[%arg2, %c3]' < %t.u3.mlir > %t.rem.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.rem.mlir -o %t.out.mlir | filecheck %s --check-prefix=REM
// REM: FAILED  value = prophecy: memref.store at {{.*}}: the stored value is not the inferred spec element
// REM: @row_sum: FAILED (value = prophecy)
// RUN: %mutate 'memref.store %3, %arg1\[%arg2\]' 'memref.store %1, %arg1[%arg2]' < %t.u3.mlir > %t.norem.mlir
// RUN: %expect-exit 1 -- tv-opt --verify %t.norem.mlir -o %t.out.mlir | filecheck %s --check-prefix=NOREM
// NOREM: FAILED  final value: {{.*}}a cell's final value is not the spec's
// NOREM: @row_sum: FAILED (final value)

module {
  tv.spec @row_sum_spec source "func.func @row_sum(%x: tensor<8x16xf32> {tv.name = \22x\22}, %init: tensor<8xf32> {tv.name = \22init\22}) -> tensor<8xf32> {\0A  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [\22parallel\22, \22reduction\22]} ins(%x : tensor<8x16xf32>) outs(%init : tensor<8xf32>) attrs =  {tv.name = \22s\22} {\0A  ^bb0(%in: f32, %out: f32):\0A    %0 = arith.addf %in, %out : f32\0A    linalg.yield %0 : f32\0A  } -> tensor<8xf32>\0A  func.return %s : tensor<8xf32>\0A}" tensors [@x : tensor<8x16xf32>, @init : tensor<8xf32>, @s : tensor<8xf32> stages 1]
  func.func @row_sum(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>> {
    affine.for %arg2 = 0 to 8 {
      %init = affine.load %arg1[%arg2] : memref<8xf32, strided<[?], offset: ?>>
      %sum = affine.for %arg3 = 0 to 16 iter_args(%acc = %init) -> (f32) {
        %0 = affine.load %arg0[%arg2, %arg3] : memref<8x16xf32, strided<[?, ?], offset: ?>>
        %2 = arith.addf %0, %acc : f32
        affine.yield %2 : f32
      }
      affine.store %sum, %arg1[%arg2] : memref<8xf32, strided<[?], offset: ?>>
    }
    return %arg1 : memref<8xf32, strided<[?], offset: ?>>
  }
  tv.spec @matmul_spec source "func.func @matmul(%A: tensor<8x16xf32> {tv.name = \22A\22}, %B: tensor<16x4xf32> {tv.name = \22B\22}, %C: tensor<8x4xf32> {tv.name = \22C\22}) -> tensor<8x4xf32> {\0A  %AB = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) attrs =  {tv.name = \22AB\22} {\0A  ^bb0(%in: f32, %in_1: f32, %out: f32):\0A    %0 = arith.mulf %in, %in_1 : f32\0A    %1 = arith.addf %out, %0 : f32\0A    linalg.yield %1 : f32\0A  } -> tensor<8x4xf32>\0A  func.return %AB : tensor<8x4xf32>\0A}" tensors [@A : tensor<8x16xf32>, @B : tensor<16x4xf32>, @C : tensor<8x4xf32>, @AB : tensor<8x4xf32> stages 1]
  func.func @matmul(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x4xf32, strided<[?, ?], offset: ?>>, %arg2: memref<8x4xf32, strided<[?, ?], offset: ?>>) -> memref<8x4xf32, strided<[?, ?], offset: ?>> {
    affine.for %arg3 = 0 to 8 {
      affine.for %arg4 = 0 to 4 {
        %init = affine.load %arg2[%arg3, %arg4] : memref<8x4xf32, strided<[?, ?], offset: ?>>
        %dot = affine.for %arg5 = 0 to 16 iter_args(%acc = %init) -> (f32) {
          %0 = affine.load %arg0[%arg3, %arg5] : memref<8x16xf32, strided<[?, ?], offset: ?>>
          %1 = affine.load %arg1[%arg5, %arg4] : memref<16x4xf32, strided<[?, ?], offset: ?>>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %acc, %3 : f32
          affine.yield %4 : f32
        }
        affine.store %dot, %arg2[%arg3, %arg4] : memref<8x4xf32, strided<[?, ?], offset: ?>>
      }
    }
    return %arg2 : memref<8x4xf32, strided<[?, ?], offset: ?>>
  }
}

