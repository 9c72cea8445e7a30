// A load hoisted above a store to another memref argument: wrong when the
// two arguments alias (a[1] is b[0]), which memref arguments of one element
// type may.  The solver's counterexample places them in one block; the
// concrete run that confirms it keeps that placement, compacted from
// offsets near 2^48 to the few cells the views cover
// (refinement/concrete_layout.py), so the report shows a real execution.
// Removing the source's dead load instead is correct.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-check %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=BAD
// RUN: %expect-exit 1 -- tv-check --json %t.src.mlir %t.tgt.mlir | filecheck %s --check-prefix=JSON
// RUN: %mutate '%y = memref.load %a\[%c1\] : memref<4xf32>' '' < %t.src.mlir > %t.ok.mlir
// RUN: tv-check %t.src.mlir %t.ok.mlir | filecheck %s --check-prefix=OK

// BAD:      @hoist: FAILED (memory mismatch)
// BAD-NEXT:   %a = memref 4 in block [[B:[0-9]+]] at offset 0
// BAD-NEXT:   %b = memref 4 in block [[B]] at offset 1
// BAD:        source: 1.0
// BAD-NEXT:   target: {{-?[0-9]}}
// JSON: "confirmed": true
// JSON: "confirmed by a concrete run with exact IEEE floats on the counterexample's inputs
// OK: @hoist: verified

func.func @hoist(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %y = memref.load %a[%c1] : memref<4xf32>
  memref.store %one, %b[%c0] : memref<4xf32>
  %x = memref.load %a[%c1] : memref<4xf32>
  memref.store %x, %b[%c1] : memref<4xf32>
  return
}

// ----- target

func.func @hoist(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %x = memref.load %a[%c1] : memref<4xf32>
  memref.store %one, %b[%c0] : memref<4xf32>
  memref.store %x, %b[%c1] : memref<4xf32>
  return
}
