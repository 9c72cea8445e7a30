// A memref.copy whose views overlap: MLIR 19 does not say what it copies
// (MemRefOps.td is silent; the LLVM lowering is memcpy, UB on overlap,
// for contiguous views).  tvmlir reads it as UB, the lowering's meaning,
// and prints that assumption whenever a source copy may overlap: in the
// source it accepts any target where the views overlap (attack round 10:
// the copy of m[0..4) onto m[2..6) "lowered" to a forward loop verified,
// "source is always undefined").  --no-assume-copy-overlap-ub makes such
// a source copy unsupported instead; a target's overlapping copy stays UB.
// RUN: %split-pair %s %t
// RUN: %expect-exit 0 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=DEFAULT
// RUN: %expect-exit 2 -- tv-check --no-assume-copy-overlap-ub %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=OFF
// RUN: %expect-exit 0 -- tv-check --no-assume-copy-overlap-ub --function disjoint %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=DISJOINT
// DEFAULT: @mc: verified (source is always undefined)
// DEFAULT: @disjoint: verified
// DEFAULT: @mc: assumes a memref.copy whose views overlap is UB, as its memcpy lowering makes it (MLIR 19 does not say; a source copy that may overlap then accepts any target there; --no-assume-copy-overlap-ub turns this off)
// DEFAULT-NOT: @disjoint: assumes a memref.copy
// OFF: @mc: unsupported (memref.copy at {{.*}}: a memref.copy in the source whose views may overlap: MLIR 19 does not say what it copies then (--no-assume-copy-overlap-ub))
// OFF: @disjoint: verified
// DISJOINT: @disjoint: verified

func.func @mc(%m: memref<8xf32>) {
  %a = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %b = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.copy %a, %b : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[1], offset: 2>>
  return
}

// Disjoint views of one buffer: no assumption needed.
func.func @disjoint(%m: memref<8xf32>) {
  %a = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %b = memref.subview %m[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  memref.copy %a, %b : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[1], offset: 4>>
  return
}

// ----- target

func.func @mc(%m: memref<8xf32>) {
  %a = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %b = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %a[%i] : memref<4xf32, strided<[1]>>
    memref.store %v, %b[%i] : memref<4xf32, strided<[1], offset: 2>>
  }
  return
}

func.func @disjoint(%m: memref<8xf32>) {
  %a = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %b = memref.subview %m[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %a[%i] : memref<4xf32, strided<[1]>>
    memref.store %v, %b[%i] : memref<4xf32, strided<[1], offset: 4>>
  }
  return
}
// REQUIRES: heavy
