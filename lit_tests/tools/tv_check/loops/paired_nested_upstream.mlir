// REQUIRES: mlir-opt-19, heavy
// Nested loops past the unroll bound, kept by mlir-opt-19's
// loop-invariant code motion (semantics/loop_pairing.py, "Nested
// loops"): the outer loops are paired (a nest of 128 x 512 iterations is
// paired rather than unrolled, `nest_too_big`), and inside their body
// proof the inner loops are paired too, after their own body proof, by
// summaries that take the values they capture from the outer body.  The
// blocks a loop does not write keep the target's entry contents in the
// body proofs (a load hoisted out of the inner loop reads them), and a
// paired loop's first iteration is undefined where its body is.
// RUN: %mlir-opt --affine-loop-invariant-code-motion --loop-invariant-code-motion --canonicalize %s > %t.tgt.mlir
// RUN: tv-check --accept-bounded %s %t.tgt.mlir | filecheck %s
// CHECK: @licm_nest: verified
// CHECK-NEXT: @carried_nest: verified
// CHECK-NEXT: @scf_nest: verified
//
// Mutants of the real output: each is not verified (the bounded search
// finds no counterexample in 128 x 512 iterations: unsupported, with the
// pairing's reason).  The inner loop's upper bound one less:
// RUN: %mutate 'affine.for %arg4 = 0 to 512' 'affine.for %arg4 = 0 to 511' < %t.tgt.mlir > %t.bound.mlir
// RUN: %expect-exit 2 -- tv-check --accept-bounded --function licm_nest %s %t.bound.mlir | filecheck %s --check-prefix=BOUND
// BOUND: @licm_nest: unsupported (affine.for at {{.*}}bound.mlir:4:5: loop nest of 128 iterations (and at least 511 iterations of inner loops per iteration) exceeds the unroll bound {{.*}} (not paired: the bodies differ on some iteration (equality of carried values and memory is not an invariant)))
//
// The inner store's index off by one:
// RUN: %mutate 'affine.store %5, %arg0\[%arg3, %arg4\]' 'affine.store %5, %arg0[%arg3, %arg4 + 1]' < %t.tgt.mlir > %t.index.mlir
// RUN: %expect-exit 2 -- tv-check --accept-bounded --function licm_nest %s %t.index.mlir | filecheck %s --check-prefix=INDEX
// INDEX: @licm_nest: unsupported (affine.for at {{.*}}index.mlir:4:5: {{.*}} (not paired: its body is unsupported here (unsupported affine.for: loop of 512 iterations exceeds the unroll bound {{.*}} (not paired: the bodies differ on some iteration (equality of carried values and memory is not an invariant)))))
//
// The store moved out of the inner loop (one store per outer iteration):
// RUN: %mutate '        affine.store %5, %arg0\[%arg3, %arg4\] : memref<128x512xi32>\n      \}' '      }\n      affine.store %0, %arg0[%arg3, 0] : memref<128x512xi32>' < %t.tgt.mlir > %t.moved.mlir
// RUN: %expect-exit 2 -- tv-check --accept-bounded --function licm_nest %s %t.moved.mlir | filecheck %s --check-prefix=MOVED
// MOVED: @licm_nest: unsupported (affine.for at {{.*}}moved.mlir:4:5: {{.*}} (not paired: its body is unsupported here (unsupported affine.for: loop of 512 iterations exceeds the unroll bound {{.*}} (not paired: the bodies differ on some iteration (equality of carried values and memory is not an invariant)))))
//
// The inner loop's carried value started from the outer induction
// variable instead of the value loaded in the outer body:
// RUN: %mutate 'iter_args\(%arg4 = %0\)' 'iter_args(%arg4 = %i0)' < %t.tgt.mlir | %mutate '(%0 = affine.load %arg1\[%arg2\] : memref<128xi32>)' '\1\n      %i0 = arith.index_cast %arg2 : index to i32' > %t.init.mlir
// RUN: %expect-exit 2 -- tv-check --accept-bounded --function carried_nest %s %t.init.mlir | filecheck %s --check-prefix=INIT
// INIT: @carried_nest: unsupported (affine.for at {{.*}}init.mlir:{{[0-9]+}}:5: {{.*}} (not paired: the bodies differ on some iteration (equality of carried values and memory is not an invariant)))
//
// The scf nest (dynamic bounds: pairing applies directly) with the inner
// loop's bound taken from the outer loop's: the bounded search finds the
// failure (few iterations suffice).
// RUN: %mutate 'scf.for %arg5 = %c0 to %arg2' 'scf.for %arg5 = %c0 to %arg1' < %t.tgt.mlir > %t.scfbound.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --function scf_nest %s %t.scfbound.mlir | filecheck %s --check-prefix=SCFBOUND
// SCFBOUND: @scf_nest: FAILED ({{memory mismatch|target is undefined where the source is defined}})
//
// The value hoisted out of the inner loop computed from the wrong
// operand (i + i instead of i + x * x):
// RUN: %mutate '(%[0-9]+) = arith.addi (%[0-9]+), %0 : i32\n      scf.for' '\1 = arith.addi \2, \2 : i32\n      scf.for' < %t.tgt.mlir > %t.scfhoist.mlir
// RUN: %expect-exit 1 -- tv-check --accept-bounded --function scf_nest %s %t.scfhoist.mlir | filecheck %s --check-prefix=SCFHOIST
// SCFHOIST: @scf_nest: FAILED (memory mismatch)

func.func @licm_nest(%A: memref<128x512xi32>, %B: memref<128xi16>, %x: i32) {
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 512 {
      %y = arith.muli %x, %x : i32
      %b16 = affine.load %B[%i] : memref<128xi16>
      %b = arith.extsi %b16 : i16 to i32
      %a = affine.load %A[%i, %j] : memref<128x512xi32>
      %s = arith.addi %a, %y : i32
      %t = arith.addi %s, %b : i32
      affine.store %t, %A[%i, %j] : memref<128x512xi32>
    }
  }
  return
}

func.func @carried_nest(%A: memref<128x512xi32>, %B: memref<128xi32>) {
  affine.for %i = 0 to 128 {
    %b = affine.load %B[%i] : memref<128xi32>
    %r = affine.for %j = 0 to 512 iter_args(%acc = %b) -> (i32) {
      %a = affine.load %A[%i, %j] : memref<128x512xi32>
      %c0 = arith.constant 0 : i32
      %z = arith.addi %a, %c0 : i32
      %s = arith.addi %acc, %z : i32
      affine.yield %s : i32
    }
    affine.store %r, %B[%i] : memref<128xi32>
  }
  return
}

func.func @scf_nest(%A: memref<?x?xi32>, %n: index, %m: index, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %ii = arith.index_cast %i : index to i32
      %y = arith.muli %x, %x : i32
      %s = arith.addi %ii, %y : i32
      %old = memref.load %A[%i, %j] : memref<?x?xi32>
      %t = arith.addi %old, %s : i32
      memref.store %t, %A[%i, %j] : memref<?x?xi32>
    }
  }
  return
}
