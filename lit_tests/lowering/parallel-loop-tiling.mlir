// tv-parallel-loop-tiling, shaped like mlir-opt-19's scf-parallel-loop-tiling:
// innermost scf.parallel loops only; outer loop with step `step * tile`;
// inner loop from 0 to `step * tile` (a constant) with an `affine.min`
// guard only where the tile size does not divide the iteration count; the
// original iv is `inner + outer`, so the prophecy's indices follow.
// RUN: tv-opt -p 'tv-parallel-loop-tiling{tile-sizes=2,4}' %s | filecheck %s --check-prefix=DIV
// RUN: tv-opt -p 'tv-parallel-loop-tiling{tile-sizes=3,3}' %s | filecheck %s --check-prefix=REM
// Missing tile sizes are 1, as upstream.
// RUN: tv-opt -p 'tv-parallel-loop-tiling{tile-sizes=2}' %s | filecheck %s --check-prefix=PAD
// RUN: %bad-input tv-opt -p 'tv-parallel-loop-tiling{tile-sizes=2,0}' %s | filecheck %s --check-prefix=ZERO
// ZERO: error: bad pass pipeline 'tv-parallel-loop-tiling{tile-sizes=2,0}': tile sizes must be positive, got (2, 0)

tv.spec @s source "" {
  tv.spec_tensor @F : tensor<8x4xf32>
}

// DIV-LABEL: func.func @fill
// DIV:         %c8 = arith.constant 8 : index
// DIV-NEXT:    %[[Z:.*]] = arith.constant 0 : index
// DIV-NEXT:    %[[S0:.*]] = arith.constant 2 : index
// DIV-NEXT:    %[[S1:.*]] = arith.constant 4 : index
// DIV-NEXT:    "scf.parallel"(%c0, %c0, %c8, %c4, %[[S0]], %[[S1]])
// DIV-NEXT:    ^bb0(%[[BI:.*]]: index, %[[BJ:.*]]: index):
// DIV-NEXT:      "scf.parallel"(%[[Z]], %[[Z]], %[[S0]], %[[S1]], %c1, %c1)
// DIV-NEXT:      ^bb0(%[[TI:.*]]: index, %[[TJ:.*]]: index):
// DIV-NEXT:        %[[I:.*]] = arith.addi %[[TI]], %[[BI]] : index
// DIV-NEXT:        %[[J:.*]] = arith.addi %[[TJ]], %[[BJ]] : index
// DIV-NEXT:        %[[P:.*]] = tv.prophesy %v for @s::@F [%[[I]], %[[J]]] : f32
// DIV-NEXT:        memref.store %[[P]], %o[%[[I]], %[[J]]] : memref<8x4xf32>

// REM-LABEL: func.func @fill
// REM:         %c8 = arith.constant 8 : index
// REM-NEXT:    arith.constant 0 : index
// REM-NEXT:    %[[S0:.*]] = arith.constant 3 : index
// REM-NEXT:    %[[S1:.*]] = arith.constant 3 : index
// REM-NEXT:    "scf.parallel"(%c0, %c0, %c8, %c4, %[[S0]], %[[S1]])
// REM-NEXT:    ^bb0(%[[BI:.*]]: index, %[[BJ:.*]]: index):
// REM-NEXT:      %[[MI:.*]] = affine.min affine_map<(d0, d1, d2) -> (d0, (d1 + (d2 * -1)))> (%[[S0]], %c8, %[[BI]])
// REM-NEXT:      %[[MJ:.*]] = affine.min affine_map<(d0, d1, d2) -> (d0, (d1 + (d2 * -1)))> (%[[S1]], %c4, %[[BJ]])
// REM-NEXT:      "scf.parallel"(%{{.*}}, %{{.*}}, %[[MI]], %[[MJ]], %{{.*}}, %{{.*}})
// REM:             tv.prophesy

// PAD-LABEL: func.func @fill
// PAD:         %c8 = arith.constant 8 : index
// PAD-NEXT:    arith.constant 0 : index
// PAD-NEXT:    %[[S0:.*]] = arith.constant 2 : index
// PAD-NEXT:    %[[S1:.*]] = arith.constant 1 : index
// PAD-NEXT:    "scf.parallel"(%c0, %c0, %c8, %c4, %[[S0]], %[[S1]])
func.func @fill(%v: f32, %o: memref<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  "scf.parallel"(%c0, %c0, %c8, %c4, %c1, %c1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
  ^bb0(%i: index, %j: index):
    %p = tv.prophesy %v for @s::@F [%i, %j] : f32
    memref.store %p, %o[%i, %j] : memref<8x4xf32>
    scf.reduce
  }) : (index, index, index, index, index, index) -> ()
  func.return
}

// A dynamic bound is always guarded; only the innermost parallel loop of
// a nest is tiled.
// DIV-LABEL: func.func @nested
// DIV:         scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%[[N:.*]]) step (%{{.*}}) {
// DIV-NEXT:      scf.for
// DIV:             %[[S:.*]] = arith.constant 2 : index
// DIV-NEXT:        "scf.parallel"(%c0, %[[N]], %[[S]]) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}>
// DIV-NEXT:        ^bb0(%[[BJ:.*]]: index):
// DIV-NEXT:          %[[M:.*]] = affine.min affine_map<(d0, d1, d2) -> (d0, (d1 + (d2 * -1)))> (%[[S]], %[[N]], %[[BJ]])
// DIV-NEXT:          "scf.parallel"(%{{.*}}, %[[M]], %{{.*}})
func.func @nested(%o: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.000000e+00 : f32
  "scf.parallel"(%c0, %n, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.for %k = %c0 to %c4 step %c1 {
      "scf.parallel"(%c0, %n, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%j: index):
        memref.store %f, %o[%i, %j] : memref<?x?xf32>
        scf.reduce
      }) : (index, index, index) -> ()
    }
    scf.reduce
  }) : (index, index, index) -> ()
  func.return
}
