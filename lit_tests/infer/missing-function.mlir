// The source defines @neg and @twice; the lowered module has @neg only.
// @twice was dropped: FAILED (function missing), as with verify{source=}
// (exit 1), and a lowered function the source does not define is skipped.
// RUN: %split-pair %s %t
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%t.src.mlir"}' %t.tgt.mlir -o %t.out.mlir | filecheck %s

func.func @neg(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.negf ins(%x : tensor<4xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
func.func @twice(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.add ins(%x, %x : tensor<4xf32>, tensor<4xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
// ----- target
func.func @neg(%x: memref<4xf32>, %y: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %x[%i] : memref<4xf32>
    %w = arith.negf %v : f32
    memref.store %w, %y[%i] : memref<4xf32>
  }
  func.return %y : memref<4xf32>
}
func.func @helper(%x: memref<4xf32>) -> memref<4xf32> {
  func.return %x : memref<4xf32>
}

// CHECK: note: inferred: memref.store at {{.*}}tgt.mlir:23:5: @r [%i]
// CHECK: @neg: verified
// CHECK: @helper: skipped (no tv.spec)
// CHECK: FAILED  function missing: func.func @twice at {{.*}}src.mlir:11:1: {{.*}}src.mlir defines @twice (--annotate makes tv.spec @twice_spec of it), but the module defines no function @twice with a body
// CHECK: @twice: FAILED (function missing)
// CHECK-NOT: @twice
// CHECK: summary: 3 functions: 1 verified, 1 failed, 1 skipped

// An empty lowered module (a pass that dropped everything): every source
// function is missing, FAILED; before, placing the spec in the empty
// module was an internal error (exit 4).
// RUN: echo "" > %t.empty.mlir
// RUN: %expect-exit 1 -- tv-opt -p 'verify{spec="%t.src.mlir"}' %t.empty.mlir -o %t.empty.out.mlir | filecheck %s --check-prefix=EMPTY
// EMPTY-DAG: @neg: FAILED (function missing)
// EMPTY-DAG: @twice: FAILED (function missing)
